/**
 * Looking up a ruling mid-game (issue 20), on the built site: the rulings filter and the site
 * search with players' real questions, in both languages, for every game of the registry with a
 * rulings chapter. Each game's questions live in its own folder, tests/browser/<game>/questions.mjs:
 * `QUESTIONS` (at least four per language), and optionally `FIRST` (questions whose ruling the
 * filter must list first) and `WORDS` (single words typed into search, each with its chapter). One page per game and language: its rulings page, where the filter
 * runs, then the search dialog opened from it. Then what the filter and search add around the answers.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { describe, test } from 'node:test';
import { assertNoConsoleErrors, keptPages, newPage, READY_GAMES, sitePath, useSiteBrowser, withBase } from '../lib.mjs';

const site = useSiteBrowser();

/** @typedef {{ q: string, rulings?: string[], pages?: string[] }} Question */
/** @typedef {{ QUESTIONS?: Record<'fr' | 'en', Question[]>, FIRST?: { lang: 'fr' | 'en', q: string, ruling: string }[], WORDS?: Record<'fr' | 'en', ([string, string] | [string, string, number])[]> }} GameQuestions */

const withRulings = READY_GAMES.filter((g) => g.chapters.includes('rulings'));
/** Each game's questions, from its own folder (none: an empty module, and its test fails saying so). */
const QUESTIONS_OF = new Map(
	await Promise.all(
		withRulings.map(async (game) => {
			const url = new URL(`../${game.slug}/questions.mjs`, import.meta.url);
			/** @type {GameQuestions} */
			const mod = existsSync(url) ? await import(url.href) : {};
			return /** @type {const} */ ([game.slug, mod]);
		}),
	),
);

/** Types into the rulings filter and waits for the list to show the result (its code loads on first use). */
async function filter(page, query) {
	await page.locator('.rulings-filter input').fill(query);
	await page.waitForFunction((q) => document.querySelector('.rulings-filter')?.dataset.shown === q, query);
	return page.$$eval('details.ruling:not([hidden])', (ds) => ds.map((d) => ({ id: d.querySelector('h3')?.id ?? '', open: d.open })));
}

/**
 * Types into the open search dialog and waits for its answer (results drawn, or nothing found);
 * returns the first three results with their sections, read in the same moment.
 */
async function search(page, query) {
	await page.locator('#starlight__search .pagefind-ui__search-input').fill(query);
	const answer = await page.waitForFunction(
		(q) => {
			const root = document.querySelector('#starlight__search');
			const msg = root?.querySelector('.pagefind-ui__message')?.textContent ?? '';
			// "Searching for …" ends with an ellipsis; the answer's message names the query too.
			if (!msg.includes(q) || /(…|\.\.\.)$/.test(msg.trim())) return false;
			const results = [...(root?.querySelectorAll('.pagefind-ui__result') ?? [])].slice(0, 3);
			// Nothing found: the site's way forward is drawn (searchExtras.ts).
			if (!results.length) return root?.querySelector('.search-forward') ? [] : false;
			// A result shows its link once its page's data has loaded.
			if (!results.every((r) => r.querySelector('.pagefind-ui__result-link'))) return false;
			return results.map((r) => ({
				page: new URL(/** @type {HTMLAnchorElement} */ (r.querySelector('.pagefind-ui__result-link')).href).pathname,
				sections: [...r.querySelectorAll('.pagefind-ui__result-nested')].map((n) => {
					const a = /** @type {HTMLAnchorElement} */ (n.querySelector('a'));
					const url = new URL(a.href);
					return {
						url: url.pathname + url.hash,
						title: a.textContent?.trim() ?? '',
						excerpt: n.querySelector('.pagefind-ui__result-excerpt')?.textContent?.trim() ?? '',
					};
				}),
			}));
		},
		query,
		{ timeout: 10_000 },
	);
	/** @type {{ page: string, sections: { url: string, title: string, excerpt: string }[] }[]} */
	const results = await answer.jsonValue();
	// Site paths, whatever the base the site is served under.
	return results.map((r) => ({ page: sitePath(r.page), sections: r.sections.map((s) => ({ ...s, url: sitePath(s.url) + s.url.replace(/^[^#]*/, '') })) }));
}

async function openSearch(page) {
	await page.locator('button[data-open-modal]').click();
	await page.locator('#starlight__search .pagefind-ui__search-input').waitFor();
}

/** One tab for the pages in turn (lib.mjs keptPages). */
const tab = keptPages(() => newPage(site.browser));

describe('players’ questions find their answers', () => {
	for (const game of withRulings) {
		for (const lang of /** @type {const} */ (['fr', 'en'])) {
			const questions = QUESTIONS_OF.get(game.slug)?.QUESTIONS?.[lang] ?? [];
			test(`${lang} ${game.slug}: ${questions.length} questions, in the rulings filter and in search; its words in search`, async () => {
				assert.ok(questions.length >= 4, `at least four questions per game and language, in tests/browser/${game.slug}/questions.mjs`);
				await tab.use(async (page) => {
					await page.goto(`/${lang}/${game.slug}/rulings/`);
					for (const { q, rulings = [] } of questions) {
						const shown = await filter(page, q);
						assert.ok(
							shown.some((r) => rulings.includes(r.id)),
							`filter « ${q} » keeps one of ${rulings.join(', ')}; it shows ${shown.map((r) => r.id).join(', ') || 'nothing'}`,
						);
						assert.ok(shown.length <= 5, `filter « ${q} » narrows the list (${shown.length} shown)`);
						assert.ok(
							shown.every((r) => r.open),
							`filter « ${q} » opens what it keeps`,
						);
					}
					await filter(page, '');
					await openSearch(page);
					for (const { q, pages = [] } of questions) {
						const results = await search(page, q);
						const found = results.flatMap((r) => [r.page, ...r.sections.map((s) => s.url)]);
						assert.ok(
							found.some((u) => pages.includes(u)),
							`search « ${q} » answers with one of ${pages.join(', ')} in its first three results; it gave ${found.join(', ') || 'nothing'}`,
						);
					}
					// The game's single words (optional `WORDS`): their chapter among the pages the dialog lists
					// (or its first N), every result in the page's language.
					for (const [word, chapter, within] of QUESTIONS_OF.get(game.slug)?.WORDS?.[lang] ?? []) {
						await search(page, word);
						// The pages it lists (not the sections under them), in ranking order, and every link it shows.
						const shown = await page.$$eval('#starlight__search .pagefind-ui__result-link', (as) =>
							as.map((a) => ({ href: /** @type {HTMLAnchorElement} */ (a).href, nested: Boolean(a.closest('.pagefind-ui__result-nested')) })),
						);
						const listed = shown.filter((r) => !r.nested).map((r) => sitePath(r.href));
						assert.ok(
							listed.slice(0, within ?? listed.length).includes(chapter),
							`search « ${word} » has ${chapter} among ${within ? `its first ${within} pages` : 'the pages it lists'}; it gave ${listed.join(', ') || 'nothing'}`,
						);
						const elsewhere = shown.map((r) => sitePath(r.href)).filter((p) => !p.startsWith(`/${lang}/`));
						assert.deepEqual(elsewhere, [], `search « ${word} » lists only pages in ${lang}`);
					}
					assertNoConsoleErrors(page);
				});
			});
		}
	}
});

describe('the rulings filter', () => {
	test('matches whole words and word beginnings, folds accents, knows synonyms, marks and opens what it finds', async () => {
		await tab.use(async (page) => {
			await page.goto('/en/wildlife/rulings/');
			const all = await page.locator('details.ruling').count();
			// "tie": never inside "abilities", "emptied" or another word.
			const substring = await page.$$eval('details.ruling', (ds) => ds.filter((d) => /tie/i.test(d.textContent ?? '')).length);
			const ties = await filter(page, 'tie');
			assert.ok(ties.length > 0 && ties.length < substring, `"tie" keeps ${ties.length}, fewer than the ${substring} holding the letters`);
			const texts = await page.$$eval('details.ruling:not([hidden])', (ds) => ds.map((d) => d.textContent ?? ''));
			for (const t of texts) assert.match(t, /\btie/i, 'each ruling kept has a word starting with "tie"');
			// The words found are marked (CSS highlights), and only in what is shown.
			const marked = await page.evaluate(() => CSS.highlights.get('ruling-match')?.size ?? 0);
			assert.ok(marked >= ties.length, `${marked} words marked`);
			// "defence", the other spelling, finds Defense.
			const defence = await filter(page, 'defence');
			const defense = await filter(page, 'defense');
			assert.ok(defence.length > 0, '"defence" finds rulings');
			assert.deepEqual(defence, defense, '"defence" and "defense" find the same rulings');
			// Cleared: everything back, closed again, no marks, the introduction back.
			assert.equal((await filter(page, '')).length, all);
			assert.equal(await page.locator('details.ruling[open]').count(), 0, 'the rulings the filter opened are closed again');
			assert.equal(await page.evaluate(() => CSS.highlights.has('ruling-match')), false);
			await page.goto('/fr/wildlife/rulings/');
			const accents = await filter(page, 'égalité');
			assert.ok(accents.length > 0);
			assert.deepEqual(await filter(page, 'EGALITE'), accents, '« égalité » and « EGALITE » find the same');
			const partie = await filter(page, 'partie');
			assert.ok(
				partie.length > 0 && !(await page.$$eval('details.ruling:not([hidden])', (ds) => ds.some((d) => !/\bpartie/i.test(d.textContent ?? '')))),
				'« partie » only finds the word',
			);
			// A question that no ruling answers word for word still shows the closest, and says so.
			await filter(page, 'pioche vide zébu');
			assert.match((await page.locator('.rulings-filter output').textContent()) ?? '', /Aucune question n’a tous ces mots/);
			// `?q=` opens the page filtered (the "At the table" search box sends it without JavaScript).
			await page.goto('/fr/wildlife/rulings/?q=enchérir+vendeur');
			await page.waitForFunction(() => document.querySelector('.rulings-filter')?.dataset.shown === 'enchérir vendeur');
			assert.ok((await page.locator('details.ruling:not([hidden])').count()) >= 1);
			assertNoConsoleErrors(page);
		});
	});

	test('lists the question meant first, the review’s examples (issue 32, each game’s `FIRST`), and puts every ruling back in its topic when cleared', async () => {
		await tab.use(async (page) => {
			const cases = withRulings.flatMap((g) => (QUESTIONS_OF.get(g.slug)?.FIRST ?? []).map(({ lang, q, ruling }) => ({ lang, game: g.slug, q, id: ruling })));
			assert.ok(cases.length > 0, 'some game lists questions whose ruling comes first');
			for (const { lang, game, q, id } of cases) {
				if (!page.url().endsWith(`/${lang}/${game}/rulings/`)) await page.goto(`/${lang}/${game}/rulings/`);
				const order = await page.$$eval('details.ruling', (ds) => ds.map((d) => d.querySelector('h3')?.id ?? ''));
				const shown = await filter(page, q);
				assert.equal(shown[0]?.id, id, `« ${q} » on ${lang}/${game}: ${shown.map((r) => r.id).join(', ')}`);
				// The list shown is in that order on screen: right under the box, best first.
				const top = await page.$$eval('details.ruling:not([hidden])', (ds) => ds.slice(0, 2).map((d) => d.getBoundingClientRect().top));
				assert.ok(top.length < 2 || (top[0] ?? 0) < (top[1] ?? 0), 'the first match is above the second');
				await filter(page, '');
				assert.deepEqual(
					await page.$$eval('details.ruling', (ds) => ds.map((d) => d.querySelector('h3')?.id ?? '')),
					order,
					'cleared: every ruling back in its place',
				);
			}
			assertNoConsoleErrors(page);
		});
	});

	for (const game of withRulings)
		test(`${game.slug}: is the first thing on a phone’s screen, and while filtering the introduction steps aside`, async () => {
			const page = await newPage(site.browser, { width: 390, height: 844 });
			await page.goto(`/en/${game.slug}/rulings/`);
			const box = await page.locator('.rulings-filter').boundingBox();
			const intro = await page.locator('.sl-markdown-content aside').first().boundingBox();
			assert.ok(box && box.y + box.height < 844, `the filter is on the first screen (bottom at ${box && box.y + box.height})`);
			assert.ok(box && intro && box.y < intro.y, 'the filter comes before the introduction');
			// A word the game's players type in the filter (the registry's `words.rulings`, each keeping some of its rulings).
			const word = game.words?.rulings.en[0] ?? QUESTIONS_OF.get(game.slug)?.QUESTIONS?.en[0]?.q ?? '';
			assert.ok((await filter(page, word)).length > 0, `« ${word} » keeps some rulings`);
			const first = await page.locator('details.ruling:not([hidden])').first().boundingBox();
			assert.ok(first && first.y < 844, `the first match is on screen (at ${first?.y})`);
			assertNoConsoleErrors(page);
			await page.close();
		});
});

describe('search around the answers', () => {
	test('sections by relevance, a ruling’s first sentence, a chip on a phone, and a way forward when nothing is found', async () => {
		const page = await newPage(site.browser, { width: 390, height: 844 });
		await page.goto('/fr/wildlife/setup/');
		await openSearch(page);
		// The game filter is a chip on a phone, pressed; the panel is folded away.
		const chip = page.locator('#starlight__search .search-chip');
		await search(page, 'égalité');
		assert.equal(await chip.getAttribute('aria-pressed'), 'true');
		assert.equal(await page.locator('#starlight__search .pagefind-ui__filter-panel').isVisible(), false, 'the filter panel is folded');
		const scoring = (await search(page, 'égalité')).find((r) => r.page === '/fr/wildlife/scoring/');
		assert.ok(scoring, 'the scoring chapter is among the first results');
		const firstSection = scoring.sections.find((s) => !s.url.endsWith('#_top'));
		assert.equal(
			firstSection?.url,
			'/fr/wildlife/scoring/#ties',
			`its first section is the one about ties (got ${scoring.sections.map((s) => s.url).join(', ')})`,
		);
		// A ruling shows the first sentence of its answer.
		const rulings = (await search(page, 'vendeur enchérir propre carte')).find((r) => r.page === '/fr/wildlife/rulings/');
		const seller = rulings?.sections.find((s) => s.url === '/fr/wildlife/rulings/#auction-seller');
		assert.ok(seller, 'the ruling is listed');
		const answer = await page.evaluate(async (rulingsPage) => {
			const html = await (await fetch(rulingsPage)).text();
			const doc = new DOMParser().parseFromString(html, 'text/html');
			return doc.querySelector('h3#auction-seller')?.closest('details')?.querySelector('.ruling-body p')?.textContent ?? '';
		}, withBase('/fr/wildlife/rulings/'));
		const words = (s) => s.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
		assert.ok(
			words(answer).startsWith(words(seller.excerpt).replace(/ …$/, '')),
			`the excerpt « ${seller.excerpt} » begins the answer « ${answer.slice(0, 80)}… »`,
		);
		// Untick with the chip: every game.
		await chip.click();
		assert.equal(await chip.getAttribute('aria-pressed'), 'false');
		await chip.click();
		// Nothing found: the game's rulings and At the table, and a way to search every game.
		await search(page, 'xylophone');
		const forward = page.locator('#starlight__search .search-forward');
		await forward.waitFor();
		const links = await forward.locator('a').evaluateAll((as) => as.map((a) => new URL(/** @type {HTMLAnchorElement} */ (a).href).pathname));
		assert.deepEqual(links.map(sitePath), ['/fr/wildlife/rulings/', '/fr/wildlife/at-the-table/']);
		await forward.locator('button.search-all-games').click();
		assert.equal(await chip.getAttribute('aria-pressed'), 'false', 'the button unticks the game filter');
		assertNoConsoleErrors(page);
		await page.close();
	});
});
