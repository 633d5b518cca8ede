// @ts-check
/**
 * French and English typography, applied with Typograf (https://github.com/typograf/typograf):
 * its locale rules give straight quotes and apostrophes their typographic form (« » with narrow
 * no-break spaces in French, “ ” in English, ’ in both). Typograf has no rule for the spaces French
 * puts before ; : ! ? — we add it as a Typograf rule, `fr/punctuation/spaces`, run with the others:
 * U+202F (narrow no-break) before ; ! ?, U+00A0 (no-break) before : and inside « ».
 *
 * Used three ways: by the page plugin below (astro.config.mjs), by the message sources (fixed with
 * it once; tests/unit/shared/typography.test.ts checks every message is unchanged by it), and by the
 * typography test on the built pages.
 */
import Typograf from 'typograf';

const NNBSP = '\u202F';
const NBSP = '\u00A0';

Typograf.addRule({
	name: 'fr/punctuation/spaces',
	queue: 'end',
	handler(text) {
		return (
			text
				// ; ! ? after a word (or at the start of a text node that follows an inline element)
				.replace(/(^|[^\s;!?])[ \u00A0\u202F]*([;!?]+)(?=[\s»)\]’”]|$)/gm, `$1${NNBSP}$2`)
				// : followed by a space or the end (not 10:30, not https://)
				.replace(/(^|[^\s:])[ \u00A0\u202F]*:(?=\s|$)/gm, `$1${NBSP}:`)
				// inside « »
				.replace(/«[ \u00A0\u202F]*/g, `«${NBSP}`)
				.replace(/[ \u00A0\u202F]*»/g, `${NBSP}»`)
		);
	},
});

/** Only the rules this site wants: quotes, apostrophes and, in French, the spaces above. */
const ONLY = ['common/punctuation/quote', 'common/punctuation/apostrophe', 'fr/punctuation/spaces'];
/** @param {string} locale */
function make(locale) {
	const tp = new Typograf({ locale: [locale] });
	for (const rule of Typograf.getRules()) if (!ONLY.includes(rule.name)) tp.disableRule(rule.name);
	if (locale !== 'fr') tp.disableRule('fr/punctuation/spaces');
	for (const rule of ONLY) if (locale === 'fr' || !rule.startsWith('fr/')) tp.enableRule(rule);
	return tp;
}
const TP = { fr: make('fr'), en: make('en-US') };
/** Without the quote rule: a text whose quotes are already typographic is left as written (nested
 *  quotes across inline elements would otherwise be re-paired wrongly). */
const TP_KEEP_QUOTES = { fr: make('fr'), en: make('en-US') };
TP_KEEP_QUOTES.fr.disableRule('common/punctuation/quote');
TP_KEEP_QUOTES.en.disableRule('common/punctuation/quote');

/**
 * Typographic form of a piece of text in `lang`. Leading and trailing spaces are kept (a text node
 * next to an inline element keeps its separation).
 * @param {string} text
 * @param {'fr' | 'en'} lang
 */
export function typo(text, lang) {
	const lead = /^[ \t\n]*/.exec(text)?.[0] ?? '';
	const trail = /[ \t\n]*$/.exec(text.slice(lead.length))?.[0] ?? '';
	const core = text.slice(lead.length, text.length - trail.length);
	if (!core) return text;
	const out = (core.includes('"') ? TP : TP_KEEP_QUOTES)[lang].execute(core);
	// The no-break space a rule put at an end replaces the node's own space there
	// (« ; », « : », « » » after an inline element; « « » before one).
	const l = lead && /^[\u00A0\u202F]/.test(out) ? lead.slice(0, -1) : lead;
	const r = trail && /[\u00A0\u202F]$/.test(out) ? trail.slice(1) : trail;
	return l + out + r;
}

/** Elements whose text is not prose. */
const SKIP = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'math', 'svg']);

/**
 * A hast plugin for the Sätteri Markdown processor (`markdown.processor: satteri({ hastPlugins })`):
 * typography on the text of every page, French or English by the page's folder. Code is skipped.
 * @type {(ctx: { fileURL: URL | undefined }) => any}
 */
export function typographyPlugin(ctx) {
	const path = ctx.fileURL?.pathname ?? '';
	const lang = /\/docs\/fr\//.test(path) ? 'fr' : /\/docs\/en\//.test(path) ? 'en' : null;
	if (!lang) return null;
	/** Text props of MDX components (`<Aside title="…">`, `<Card title="…">`) are prose too. */
	const props = {
		filter: ['Aside', 'Card', 'LinkCard', 'Details'],
		/** @param {any} node */
		visit(node) {
			let changed = false;
			const attributes = node.attributes.map((/** @type {any} */ a) => {
				if (a.type !== 'mdxJsxAttribute' || typeof a.value !== 'string' || !['title', 'label', 'description'].includes(a.name)) return a;
				const value = typo(a.value, lang);
				if (value === a.value) return a;
				changed = true;
				return { ...a, value };
			});
			return changed ? { ...node, attributes } : undefined;
		},
	};
	return {
		name: 'typography',
		mdxJsxFlowElement: props,
		mdxJsxTextElement: props,
		/** @param {{ type: 'text', value: string }} node @param {any} c */
		text(node, c) {
			for (let p = c.parent(node); p; p = c.parent(p)) if (p.type === 'element' && SKIP.has(p.tagName)) return undefined;
			const value = typo(node.value, lang);
			return value === node.value ? undefined : { type: 'text', value };
		},
	};
}
