/**
 * How a page opens the site's search dialog on a query (the "At the table" search box): set
 * `data-query` on <site-search>, then dispatch this event on document. lazyPagefindUI.ts answers
 * the event, or reads `data-query` when it starts if the event came first (it starts at idle).
 */
export const SEARCH_EVENT = 'rules-at-play:search';
