/** The public face of the application feature for pages and other features: components and browser hooks. */
export { default as ApplicationBlock } from './components/application-block';
export { default as ApplicationBlockOnDemand } from './components/application-block-on-demand';
