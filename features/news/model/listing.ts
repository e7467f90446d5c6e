/** How many news items a list page, the home page and an item page's "related" block show. */
export const NEWS_PAGE_SIZE = 6;
export const HOME_NEWS_COUNT = 3;
export const RELATED_NEWS_COUNT = 3;
