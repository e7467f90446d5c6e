/** The public face of the news feature for pages and other features: components and browser hooks. */
export { default as NewsArticle } from './components/news-article';
export { default as NewsCard } from './components/news-card';
export { default as NewsListing } from './components/news-listing';
