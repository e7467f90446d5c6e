/** The public face of the shell feature for pages and other features: components and browser hooks. */
export { default as BuildWatcher } from './components/build-watcher';
export { default as HtmlDocument } from './components/html-document';
export { default as NavigationProgress } from './components/navigation-progress';
export { default as NotFoundPage } from './components/not-found-page';
export { default as PageHeader } from './components/page-header';
export { default as SiteFooter } from './components/site-footer';
export { default as SiteHeader } from './components/site-header';
