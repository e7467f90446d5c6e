/** The public face of the reviews feature for pages and other features: components and browser hooks. */
export { REVIEWS_FEED_NAMESPACES, REVIEW_FORM_NAMESPACES } from './components/namespaces';
export { default as ReviewCard } from './components/review-card';
export { default as ReviewForm } from './components/review-form';
export { default as ReviewsEmpty } from './components/reviews-empty';
export { default as ReviewsFeed } from './components/reviews-feed';
