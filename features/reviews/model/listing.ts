/** How many reviews a page of the reviews list and the home page show. */
export const REVIEWS_PAGE_SIZE = 6;
export const HOME_REVIEWS_COUNT = 3;
