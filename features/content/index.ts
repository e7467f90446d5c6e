/** The public face of the content feature for pages and other features: components and browser hooks. */
export { default as IntroHero } from './components/intro-hero';
export { default as PrivacyNotes } from './components/privacy-notes';
export { default as HomeHero } from './components/home-hero';
