/** The event a page sends to open the site's search dialog on a query (lazyPagefindUI.ts listens). */
export const SEARCH_EVENT = 'rules-at-play:search';
