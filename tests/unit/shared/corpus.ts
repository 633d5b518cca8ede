/**
 * The proofreading corpus (issue 27 item 3): every sentence a reader can reach, per game and
 * language, as it is shown. Built in memory by the corpus test (./corpus.test.ts) and written as
 * text files by `npm run text` (scripts/text/write.text.ts): the same code, here.
 *
 * - the interface strings every page shows (Starlight's and the site's overrides), in site.txt;
 * - pages (front matter read with js-yaml, as Astro reads it): each page's title and description as
 *   the head emits them (filled by src/i18n/frontMatter.ts, as the content loader does), and the
 *   other reader-facing front matter (hero tagline and buttons, sidebar label, `head` meta contents);
 * - walkthroughs: every widget each MDX page mounts with `frames={…}` is server-rendered with the
 *   props the page gives it, once per example it offers (player counts, cases), and every step of
 *   its steps list is read back (the text the widget builds with its own wording helpers);
 * - try-it refusals: the runs of the model-based test (tests/machines/shared/explore.ts) off every
 *   guided example; each refusal reached is put in words as the game's try-it parts do and drawn by
 *   the shared RefusalNote;
 * - score sheets: each game's "Score the game" sheet drawn for a few sample sheets (its
 *   `tests/unit/<game>/corpus-sheet.tsx`): every line's sentence, refusal and result;
 * - self-check: `READY_SETS` sets per game (fixed seeds) from src/machines/<game>/ready.ts; each
 *   question's prompt and choices as ReadyCheck says them, and ReadyFeedback drawn for a wrong and a
 *   right answer.
 *
 * Not covered (they are drawn from the live machine, not from a message list): the try-it modes'
 * own status lines, and the self-check boards' captions and tables.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { load as parseYaml } from 'js-yaml';
import { ReadyFeedback, say } from '../../../src/components/shared/ReadyParts';
import { RefusalNote, type WordedRefusal } from '../../../src/components/shared/RefusalNote';
import { READY_GAMES } from '../../../src/games';
import type { Params, Translator } from '../../../src/i18n/format';
import { fillFrontMatter } from '../../../src/i18n/frontMatter';
import { gameT, widgetT } from '../../../src/i18n/messages';
import { LOCALES, type Locale } from '../../../src/i18n/paths';
import type { GuidedSource } from '../../../src/machines/shared/guidedReplay';
import { makeSet, type ReadyGenerator, type ReadyQuestion } from '../../../src/machines/shared/ready';
import type { Refusal } from '../../../src/machines/shared/types';
import { exploreGuided, refusals, type Snap } from '../../machines/shared/explore';
import { gameGuided } from './guidedSources';

const root = join(__dirname, '../../..');
type AnyT = Translator<string, string>;

/** Self-check sets per game (seeds 7919 × 1…READY_SETS, as the ready tests' harness). */
export const READY_SETS = 50;

/** One line of the corpus and where it comes from (for the worklist; the files hold the text only). */
export interface Line {
	text: string;
	from: string;
}

/** `site` for the pages outside a game (the home pages). */
export type CorpusKey = `${string}/${Locale}`;
export type Corpus = Map<CorpusKey, Line[]>;

// ---------------------------------------------------------------- HTML as the reader sees it

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
export const decode = (s: string): string =>
	s.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, e: string) =>
		e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? whole),
	);

/** The text of an HTML fragment, one line per block (p, li, headings…), hidden parts (aria-hidden) left out. */
export function htmlLines(html: string): string[] {
	const text = html
		.replace(/<(\w+)[^>]*aria-hidden="true"[^>]*>[\s\S]*?<\/\1>/g, '')
		.replace(/<svg[\s\S]*?<\/svg>/g, '')
		// Links, buttons or labels side by side (a rule's link and a step's, a key's name and value) are separate things to read.
		.replace(/<\/(a|span)>(\s*)<(a|span)\b/g, '</$1>\n<$3')
		.replace(/<\/?(p|li|ul|ol|div|h\d|summary|details|caption|td|th|tr|legend|label|br|section|fieldset|button|dt|dd|figcaption)\b[^>]*>/g, '\n')
		.replace(/<[^>]+>/g, '');
	return decode(text)
		.split('\n')
		.map((l) => l.replace(/[ \t]+/g, ' ').trim())
		.filter(Boolean);
}

// ---------------------------------------------------------------- pages

function mdxFiles(dir: string): string[] {
	if (!existsSync(dir)) return [];
	return readdirSync(dir, { withFileTypes: true })
		.flatMap((e) => (e.isDirectory() ? mdxFiles(join(dir, e.name)) : e.name.endsWith('.mdx') ? [join(dir, e.name)] : []))
		.sort();
}

interface Page {
	file: string;
	lang: Locale;
	/** A ready game's slug, or `site`. */
	game: string;
	front: Record<string, unknown>;
	body: string;
}

const SLUGS = new Set(READY_GAMES.map((g) => g.slug as string));

function pages(): Page[] {
	return LOCALES.flatMap((lang) =>
		mdxFiles(join(root, 'src/content/docs', lang)).map((file) => {
			const src = readFileSync(file, 'utf8');
			const m = /^---\n([\s\S]*?)\n---\n/.exec(src);
			const rel = relative(join(root, 'src/content/docs'), file).replace(/\.mdx$/, '');
			const seg = rel.split('/')[1] ?? '';
			return {
				file: rel,
				lang,
				game: SLUGS.has(seg) ? seg : 'site',
				front: m ? (parseYaml(m[1]!) as Record<string, unknown>) : {},
				body: m ? src.slice(m[0].length) : src,
			};
		}),
	);
}

/** A page's reader-facing front matter, title and description as the head emits them. */
function pageLines(p: Page): Line[] {
	// The loader's id: the path without `.mdx`, a trailing `/index` dropped (`fr/index` → `fr`).
	const id = p.file.replace(/\/index$/, '');
	const data = { ...p.front } as { title?: unknown; description?: unknown };
	fillFrontMatter(id, data);
	const out: Line[] = [];
	const add = (v: unknown, what: string) => {
		if (typeof v === 'string' && v.trim()) out.push({ text: v.trim(), from: `${p.file}.mdx ${what}` });
	};
	add(data.title, 'title');
	add(data.description, 'description');
	const hero = p.front.hero as { title?: unknown; tagline?: unknown; actions?: { text?: unknown }[] } | undefined;
	add(hero?.title, 'hero title');
	add(hero?.tagline, 'hero tagline');
	for (const a of hero?.actions ?? []) add(a.text, 'hero button');
	add((p.front.sidebar as { label?: unknown } | undefined)?.label, 'sidebar label');
	for (const tag of (p.front.head as { attrs?: Record<string, unknown>; content?: unknown }[] | undefined) ?? []) {
		add(tag.attrs?.content, `head ${String(tag.attrs?.name ?? tag.attrs?.property ?? '')}`);
		add(tag.content, 'head');
	}
	return out;
}

/** Starlight's own strings that a reader of this site never meets (development builds, drafts, code blocks, a footer the site replaces). */
const UI_UNSEEN = /^(search\.devWarning|page\.draft|page\.editLink|expressiveCode\.|builtWithStarlight\.|fileTree\.)/;

/**
 * The interface strings every page shows (Starlight's, in the page's language, with the site's
 * overrides in src/content/i18n/<lang>.json). `{{title}}` (a heading's anchor label) is filled with
 * the home page's title, as on that page.
 */
async function uiLines(lang: Locale, homeTitle: string): Promise<Line[]> {
	const file = join(root, 'node_modules/@astrojs/starlight/dist/translations', `${lang}.js`);
	const own = join(root, 'src/content/i18n', `${lang}.json`);
	const strings: Record<string, string> = {
		...(existsSync(file) ? ((await import(file)) as { default: Record<string, string> }).default : {}),
		...(existsSync(own) ? (JSON.parse(readFileSync(own, 'utf8')) as Record<string, string>) : {}),
	};
	return Object.entries(strings)
		.filter(([k, v]) => !UI_UNSEEN.test(k) && typeof v === 'string' && v.trim())
		.sort(([a], [b]) => a.localeCompare(b))
		.map(([k, v]) => ({ text: v.replaceAll('{{title}}', homeTitle).trim(), from: `interface string ${k}` }));
}

// ---------------------------------------------------------------- walkthroughs

interface Mount {
	widget: string;
	props: Record<string, string | number>;
	frames: string;
}

/** `<XWidget client:visible lang="en" frames={xFrames()} players={1} />` in a page's body. */
function mounts(body: string): Mount[] {
	const out: Mount[] = [];
	for (const m of body.matchAll(/<([A-Z]\w*)\s+client:\w+\s+([^>]*?)\/>/g)) {
		const props: Record<string, string | number> = {};
		let frames = '';
		for (const a of m[2]!.matchAll(/(\w+)=(?:"([^"]*)"|\{([^}]*)\})/g)) {
			if (a[1] === 'frames') frames = /^(\w+)\(\)$/.exec(a[3]!.trim())?.[1] ?? '';
			else if (a[2] !== undefined) props[a[1]!] = a[2];
			else if (/^\d+$/.test(a[3]!.trim())) props[a[1]!] = Number(a[3]);
			else if (/^'[^']*'$/.test(a[3]!.trim())) props[a[1]!] = a[3]!.trim().slice(1, -1);
		}
		out.push({ widget: m[1]!, props, frames });
	}
	return out;
}

/** Where a page imports a name from (`import X from '~/…'`, `import { a, b } from '~/…'`), as a file path. */
function importsOf(body: string): Map<string, string> {
	const out = new Map<string, string>();
	for (const m of body.matchAll(/^import\s+(?:(\w+)|\{([^}]*)\})\s+from\s+'~\/([^']+)';/gm)) {
		const file = join(root, 'src', m[3]!);
		if (m[1]) out.set(m[1], file);
		for (const n of (m[2] ?? '').split(',')) {
			const [name, as] = n.split(/\s+as\s+/).map((x) => x.trim());
			if (name) out.set(as ?? name, file);
		}
	}
	return out;
}

const isFrames = (x: unknown): x is { steps: unknown[] } => typeof x === 'object' && x !== null && Array.isArray((x as { steps?: unknown }).steps);

/**
 * What the widget server-renders (the page before hydration): its title, every step of its steps
 * list, then the rest of it (step 1's narration, board names, tables, captions, buttons).
 */
function widgetLines(html: string, where: string, expected: number): Line[] {
	const list = /<details class="wt-steps"[\s\S]*?<ol>([\s\S]*?)<\/ol>[\s\S]*?<\/details>/.exec(html);
	if (!list) throw new Error(`${where}: no steps list in the server render`);
	const steps = [...list[1]!.matchAll(/<li[^>]*><span class="wt-stepnum"[^>]*>\d+\.<\/span><span>([\s\S]*?)<\/span><\/li>/g)].map((m) => decode(m[1]!));
	if (steps.length !== expected) throw new Error(`${where}: ${steps.length} steps read back, ${expected} in its frames`);
	const title = /id="[\w-]*-title"[^>]*>([\s\S]*?)<\/h\d>/.exec(html);
	return [
		...(title ? [{ text: htmlLines(title[1]!).join(' '), from: `${where} title` }] : []),
		...steps.map((text, i) => ({ text, from: `${where} step ${i + 1}` })),
		...htmlLines(html.replace(list[0], '<p>')).map((text) => ({ text, from: `${where} before hydration` })),
	];
}

async function walkthroughLines(p: Page): Promise<Line[]> {
	const imports = importsOf(p.body);
	const out: Line[] = [];
	for (const m of mounts(p.body)) {
		const widgetFile = imports.get(m.widget);
		const framesFile = imports.get(m.frames);
		if (!widgetFile || (m.frames && !framesFile)) throw new Error(`${p.file}.mdx: <${m.widget} frames={${m.frames}()}>: import not found`);
		const Widget = ((await import(widgetFile)) as { default: (props: object) => unknown }).default;
		if (!m.frames) {
			// A widget without a walkthrough (the self-check): what the page shows before hydration.
			for (const text of htmlLines(render(h(Widget as never, m.props as never)))) out.push({ text, from: `${p.file}.mdx ${m.widget} before hydration` });
			continue;
		}
		const all = ((await import(framesFile!)) as Record<string, () => unknown>)[m.frames]!();
		// One render per example the widget offers: the page's choice (a player count, a case) is made
		// before hydration from the URL, so each is drawn here with every choice pointing at it.
		const variants: [string, unknown][] = isFrames(all) ? [['', all]] : Object.entries(all as Record<string, unknown>);
		for (const [key, frames] of variants) {
			const props: Record<string, unknown> = { ...m.props, frames };
			if (key) {
				props.frames = new Proxy(all as object, { get: (o, k) => (typeof k === 'string' && k in o ? frames : Reflect.get(o, k)) });
				if (/^\d+$/.test(key)) props.players = Number(key);
				else props.example = key;
			}
			const where = `${p.file}.mdx ${m.widget}${key ? ` (${key})` : ''}`;
			out.push(...widgetLines(render(h(Widget as never, props as never)), where, (frames as { steps: unknown[] }).steps.length));
		}
	}
	return out;
}

// ---------------------------------------------------------------- try-it refusals

/** How a game's try-it parts put an engine's refusal in words before RefusalNote draws it: `tests/unit/<game>/corpus-refusals.ts` (`WORDING`), with the game's own helpers; a game without one shows the refusal as the engine gives it. */
export type Wording = (g: GuidedSource, snap: Snap, r: Refusal<string>, t: AnyT) => WordedRefusal<string>;
const wordings = import.meta.glob<Wording>('../*/corpus-refusals.ts', { eager: true, import: 'WORDING' });
const WORDING: Record<string, Wording> = Object.fromEntries(Object.entries(wordings).map(([file, w]) => [file.split('/')[1]!, w]));

interface Reached {
	g: GuidedSource;
	snap: Snap;
	refusal: Refusal<string>;
}

/** Every distinct refusal the model-based test's runs reach in a game, with the guided example and snapshot it was reached from (first one). */
async function reachedRefusals(slug: string): Promise<Reached[]> {
	const { guided } = await gameGuided(slug);
	const out: Reached[] = [];
	const seen = new Set<string>();
	for (const g of guided)
		for (const snap of exploreGuided(g).reached.values())
			for (const { refusal } of refusals(snap.context)) {
				const id = JSON.stringify(refusal);
				if (seen.has(id)) continue;
				seen.add(id);
				out.push({ g, snap, refusal: refusal as Refusal<string> });
			}
	return out;
}

/** Each refusal put in words as the game's try-it parts do, drawn by RefusalNote: its title, message and rule link. */
function refusalLines(slug: string, lang: Locale, reached: readonly Reached[]): Line[] {
	const t = gameT(slug as never, lang) as unknown as AnyT;
	const tc = widgetT(lang);
	const out: Line[] = [];
	for (const { g, snap, refusal } of reached) {
		const worded = (WORDING[slug] ?? ((_g, _s, r) => r))(g, snap, refusal, t);
		const html = render(h(RefusalNote, { refusal: worded, lang, game: slug, tc, tg: (k: string, p?: Params) => t(k, p), alert: true, inPlace: true } as never));
		for (const text of htmlLines(html)) out.push({ text, from: `try-it ${g.id}: ${refusal.key}` });
	}
	return out;
}

// ---------------------------------------------------------------- self-check

const readyModules = import.meta.glob<Record<string, unknown>>('/src/machines/*/ready.ts', { eager: true });

/** A game's generator: the export of its ready.ts with kinds and checkPosition. */
function generatorOf(slug: string): ReadyGenerator<unknown, string> | undefined {
	const mod = readyModules[`/src/machines/${slug}/ready.ts`];
	return Object.values(mod ?? {}).find(
		(v): v is ReadyGenerator<unknown, string> =>
			typeof v === 'object' && v !== null && 'kinds' in v && typeof (v as { checkPosition?: unknown }).checkPosition === 'function',
	);
}

function readyLines(slug: string, lang: Locale): Line[] {
	const gen = generatorOf(slug);
	if (!gen) return [];
	const t = gameT(slug as never, lang) as unknown as AnyT;
	const tc = widgetT(lang);
	const out: Line[] = [];
	for (let i = 1; i <= READY_SETS; i++) {
		const seed = i * 7919;
		// As the browser draws them (the kinds alone; the ready tests check the positions).
		makeSet({ kinds: gen.kinds }, seed).forEach((q: ReadyQuestion<unknown, string>, n) => {
			const from = `self-check seed ${seed} question ${n + 1} (${q.kind})`;
			out.push({ text: say(t, q.prompt), from: `${from} prompt` });
			for (const c of q.choices) out.push({ text: say(t, c.label), from: `${from} choice ${c.id}` });
			const label = (id: string) => {
				const c = q.choices.find((x) => x.id === id);
				return c ? say(t, c.label) : id;
			};
			const wrong = q.choices.find((c) => !q.right.includes(c.id));
			// A right answer's feedback only differs by its verdict: drawn for the first question only, or when no choice is wrong.
			const right = { chosen: [...q.right], right: true };
			const answers = wrong ? [{ chosen: [wrong.id], right: false }, ...(i === 1 && n === 0 ? [right] : [])] : [right];
			for (const answered of answers) {
				const html = render(h(ReadyFeedback as never, { answered, q, t, tc, lang, game: slug, feedbackRef: { current: null }, label } as never));
				for (const text of htmlLines(html)) out.push({ text, from: `${from} feedback` });
			}
		});
	}
	return out;
}

// ---------------------------------------------------------------- score sheets

/** A game's score sheet drawn as the page draws it, for a few sample sheets: `tests/unit/<game>/corpus-sheet.tsx` (`SHEET_SAMPLES`, the HTML of each). */
export type SheetSamples = (lang: Locale) => { html: string; from: string }[];
const sheetSamples = import.meta.glob<SheetSamples>('../*/corpus-sheet.tsx', { eager: true, import: 'SHEET_SAMPLES' });
const SHEETS: Record<string, SheetSamples> = Object.fromEntries(Object.entries(sheetSamples).map(([file, f]) => [file.split('/')[1]!, f]));

function sheetLines(slug: string, lang: Locale): Line[] {
	return (SHEETS[slug]?.(lang) ?? []).flatMap(({ html, from }) => htmlLines(html).map((text) => ({ text, from: `score sheet: ${from}` })));
}

// ---------------------------------------------------------------- the corpus

/** Every game's and the site's lines, per language, each text once (first place kept), in a fixed order. */
export async function buildCorpus(): Promise<Corpus> {
	const corpus: Corpus = new Map();
	const add = (key: CorpusKey, lines: Line[]) => {
		const list = corpus.get(key) ?? [];
		corpus.set(key, list);
		const have = new Set(list.map((l) => l.text));
		for (const l of lines) {
			if (have.has(l.text)) continue;
			have.add(l.text);
			list.push(l);
		}
	};
	const all = pages();
	for (const p of all) add(`${p.game}/${p.lang}`, pageLines(p));
	for (const lang of LOCALES) add(`site/${lang}`, await uiLines(lang, corpus.get(`site/${lang}`)?.[0]?.text ?? ''));
	for (const p of all) add(`${p.game}/${p.lang}`, await walkthroughLines(p));
	for (const g of READY_GAMES) {
		const reached = await reachedRefusals(g.slug);
		for (const lang of LOCALES) {
			add(`${g.slug}/${lang}`, refusalLines(g.slug, lang, reached));
			add(`${g.slug}/${lang}`, readyLines(g.slug, lang));
			add(`${g.slug}/${lang}`, sheetLines(g.slug, lang));
		}
	}
	return new Map([...corpus.entries()].sort(([a], [b]) => a.localeCompare(b)));
}
