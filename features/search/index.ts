/** The public face of the search feature for pages and other features: components and browser hooks. */
export { default as SearchForm } from './components/search-form';
export { default as SearchResults } from './components/search-results';
