/**
 * The rulings filter at work (loaded by Rulings.astro the first time the reader types in the box,
 * or when the page opens with `?q=`): keeps the questions whose question or answer has the words
 * typed (lookup.ts: whole words and word beginnings, accents folded, the game's synonyms), or, if
 * none has them all, the closest; lists them best first right under the box (rankEntries: a word
 * in the question counts more, a rare word more than a common one), each put back in its topic
 * when the box is cleared; opens them; marks the words found with the CSS Custom Highlight API
 * (`::highlight(ruling-match)`, no change to the page's text); says how many.
 */
import { type Entry, fold, type LookupLang, matchRanges, parseQuery, questionForms, rankEntries, type Synonyms } from './lookup';

const HIGHLIGHT = 'ruling-match';

export function startFilter(box: HTMLElement, input: HTMLInputElement): void {
	const out = box.querySelector('output') as HTMLOutputElement;
	const lang: LookupLang = document.documentElement.lang === 'en' ? 'en' : 'fr';
	const table = JSON.parse(box.dataset.synonyms ?? '[]') as Synonyms[];
	const all = [...document.querySelectorAll<HTMLDetailsElement>('details.ruling')];
	const entries: Entry[] = all.map((d) => ({
		question: fold(d.querySelector('summary')?.textContent ?? ''),
		body: fold(d.querySelector('.ruling-body')?.textContent ?? ''),
	}));
	// Each ruling's place in its topic (a marker before it), and the list the matches move to, best first.
	const homes = all.map((d) => {
		const marker = document.createComment('');
		d.before(marker);
		return marker;
	});
	const list = document.createElement('div');
	list.className = 'rulings-found';
	box.after(list);
	/** The rulings this filter opened (closed again when the filter is cleared). */
	const opened = new Set<HTMLDetailsElement>();
	const highlights = 'highlights' in CSS ? CSS.highlights : undefined;
	const message = (key: string, n: number) => (box.dataset[key] ?? '').replace('{n}', `${n}`).replace('{total}', `${all.length}`);

	const mark = (visible: HTMLDetailsElement[], parts: ReturnType<typeof parseQuery>) => {
		if (!highlights) return;
		const ranges: Range[] = [];
		for (const d of visible) {
			const walker = document.createTreeWalker(d, NodeFilter.SHOW_TEXT);
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				for (const [start, end] of matchRanges(node.nodeValue ?? '', parts)) {
					const range = new Range();
					range.setStart(node, start);
					range.setEnd(node, end);
					ranges.push(range);
				}
			}
		}
		if (ranges.length) highlights.set(HIGHLIGHT, new Highlight(...ranges));
		else highlights.delete(HIGHLIGHT);
	};

	const run = () => {
		const parts = parseQuery(input.value, lang, table);
		const typed = input.value.trim() !== '';
		const { found, partial } = rankEntries(entries, typed ? parts : [], lang, questionForms(input.value, lang));
		const shown = new Set(found);
		all.forEach((d, i) => {
			if (!typed || !shown.has(i)) homes[i]?.after(d);
		});
		if (typed) list.append(...found.map((i) => all[i] as HTMLDetailsElement));
		all.forEach((d, i) => {
			d.hidden = !shown.has(i);
			if (typed && shown.has(i) && !d.open) {
				d.open = true;
				opened.add(d);
			}
		});
		if (!typed) {
			for (const d of opened) d.open = false;
			opened.clear();
		}
		// A topic whose questions are all hidden hides its heading too.
		for (const g of document.querySelectorAll<HTMLElement>('.rulings')) {
			const empty = ![...g.children].some((c) => !(c as HTMLElement).hidden);
			g.hidden = empty;
			let head = g.previousElementSibling as HTMLElement | null;
			while (head?.tagName === 'SCRIPT') head = head.previousElementSibling as HTMLElement | null;
			if (head && /^H2$|sl-heading-wrapper/.test(`${head.tagName} ${head.className}`)) head.hidden = empty;
		}
		mark(typed ? found.map((i) => all[i] as HTMLDetailsElement) : [], parts);
		const n = found.length;
		const key = !typed ? 'all' : n === 0 ? 'none' : partial ? (n === 1 ? 'mostOne' : 'most') : n === 1 ? 'one' : 'count';
		out.value = message(key, n);
		box.toggleAttribute('data-partial', typed && partial && n > 0);
		// While filtering, the page's introduction steps aside: the matches come right under the box.
		box.parentElement?.toggleAttribute('data-rulings-filtering', typed);
		// What the list now shows (tests wait for it: the filter's code loads on first use).
		box.dataset.shown = input.value;
	};
	input.addEventListener('input', run);
	run();
}
