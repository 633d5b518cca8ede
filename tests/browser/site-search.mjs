// The site search as a reader uses it: open the dialog from the current page, type a query, and
import { sitePath } from './lib.mjs';
// read the result links (pathnames) once the first result is drawn. Shared by the search tests.

/**
 * Opens search from the current page, types `query`, and waits for the first result.
 * @param {import('playwright-core').Page} page a page already on the site
 * @param {string} query
 * @param {number} [timeout] how long the first result may take (ms)
 * @returns {Promise<import('playwright-core').Locator>} the result links, in the order Pagefind shows them
 */
export async function openSearch(page, query, timeout = 10_000) {
	await page.locator('button[data-open-modal]').click();
	const input = page.locator('#starlight__search .pagefind-ui__search-input');
	await input.waitFor();
	await input.fill(query);
	const results = page.locator('#starlight__search .pagefind-ui__result-link');
	await results.first().waitFor({ timeout });
	return results;
}

/**
 * @param {import('playwright-core').Page} page a page already on the site
 * @param {string} query
 * @param {number} [timeout] how long the first result may take (ms)
 * @returns {Promise<string[]>} the results' site paths (without the base), in the order Pagefind shows them
 */
export async function searchResults(page, query, timeout = 10_000) {
	const results = await openSearch(page, query, timeout);
	const hrefs = await results.evaluateAll((as) => as.map((a) => /** @type {HTMLAnchorElement} */ (a).href));
	return hrefs.map(sitePath);
}
