// Pagefind as the site's search UI loads it (`${bundlePath}pagefind.js`, bundlePath pointing
// here: src/components/starlight/lazyPagefindUI.ts). Pagefind's own module, whose `search` goes
// through the function the search UI's code installs with `setSearch` (searchQuestion.ts: a
// question typed in full still finds its pages). Plain JavaScript: public/ is copied as is.
import * as pagefind from '../pagefind/pagefind.js';

export * from '../pagefind/pagefind.js';

/** @type {((pf: typeof pagefind, term: string, options: unknown) => Promise<unknown>) | undefined} */
let answer;

/** @param {typeof answer} fn */
export function setSearch(fn) {
	answer = fn;
}

/** @param {string} term @param {unknown} options */
export function search(term, options) {
	return answer ? answer(pagefind, term, options) : pagefind.search(term, options);
}
