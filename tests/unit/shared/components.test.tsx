import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { HexGrid } from '../../../src/components/shared/HexGrid';
import { ReadyCheck } from '../../../src/components/shared/ReadyCheck';
import { answerList } from '../../../src/components/shared/ReadyParts';
import { RefusalNote } from '../../../src/components/shared/RefusalNote';
import { SquareGrid } from '../../../src/components/shared/SquareGrid';
import { Token } from '../../../src/components/shared/Token';
import { Walkthrough } from '../../../src/components/shared/Walkthrough';
import { READY_GAMES } from '../../../src/games';
import { gameT, type MessagesSlug, widgetT } from '../../../src/i18n/messages';

// What the server sends before any JavaScript runs: the reading a reader without JS gets.
describe('walkthrough shell, server-rendered', () => {
	const html = render(
		<Walkthrough id="demo" lang="en" title="Demo" steps={[{ text: 'First' }, { text: 'Second' }, { text: 'Third' }]} renderBoard={(i) => <p>board {i}</p>} />,
	);
	it('lists every step, in order, as plain text', () => {
		const items = [...html.matchAll(/<li[^>]*>.*?<\/li>/g)].map((m) => m[0]);
		expect(items).toHaveLength(3);
		expect(items[0]).toContain('First');
		expect(items[2]).toContain('Third');
		expect(html).not.toMatch(/<li[^>]*><span[^>]*>1\.<\/span><button/);
	});
	it('shows step 1 and says how to read it without JavaScript', () => {
		expect(html).toContain('Step 1 of 3');
		expect(html).toContain('board 0');
		expect(html).toContain('Without JavaScript');
	});
	it('has a polite live region and names its region', () => {
		expect(html).toMatch(/aria-live="polite"/);
		expect(html).toMatch(/<section[^>]*aria-labelledby="demo-title"/);
	});
	it('is in French when the page is', () => {
		const fr = render(<Walkthrough id="d" lang="fr" title="Démo" steps={[{ text: 'Un' }]} renderBoard={() => null} />);
		expect(fr).toContain('Étape 1 sur 1');
		expect(fr).toContain('Suivant');
	});
});

describe('self-check stage, server-rendered (before any set is drawn)', () => {
	const game = READY_GAMES[0]!.slug as MessagesSlug;
	const html = (lang: 'fr' | 'en') => render(<ReadyCheck game={game} lang={lang} generator={async () => ({}) as never} renderBoard={() => null} />);
	it('counts no question out of 0: the progress bar says the questions are being drawn', () => {
		expect(html('en')).not.toMatch(/of 0\b/);
		expect(html('fr')).not.toMatch(/sur 0\b/);
		expect(html('en')).toMatch(/<progress[^>]*aria-label="Drawing the questions/);
		expect(html('fr')).toMatch(/<progress[^>]*aria-label="Tirage des questions/);
	});
});

describe('refusal note, server-rendered', () => {
	// The title is a label of its own, the game's message a sentence of its own, the link one frame
	// message: never « Refusé : L’offre… : … » (a title glued to a sentence by a colon).
	// A game's words, as its translator gives them: a refusal sentence and the rule's name.
	const WORDS: Record<string, string> = { 'x.refused': 'The current bid is 3: a new bid must be higher.', 'rule.page.anchor': 'raising a bid' };
	const note = (lang: 'fr' | 'en') => {
		const html = render(
			<RefusalNote
				refusal={{ key: 'x.refused', rule: { page: 'page', anchor: 'anchor' } }}
				lang={lang}
				game="a-game"
				tc={widgetT(lang)}
				tg={(key: string) => WORDS[key] ?? `[${key}]`}
			/>,
		);
		return [...html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').replace(/&nbsp;/g, '\u00A0'));
	};
	it('says the title, the reason and the rule apart, the link as one sentence', () => {
		expect(note('en')).toEqual(['Move refused', WORDS['x.refused'], 'The rule: raising a bid']);
		expect(note('fr')).toEqual(['Coup refusé', WORDS['x.refused'], 'La règle\u00A0: raising a bid']);
	});
});

describe('self-check answers in a sentence', () => {
	const list = (lang: 'fr' | 'en', labels: string[]) => answerList(gameT(READY_GAMES[0]!.slug as MessagesSlug, lang) as never, widgetT(lang), labels);
	it('are a list, or set apart by semicolons when a label has its own commas', () => {
		expect(list('fr', ['Anna', 'Bruno', 'Chloé'])).toBe('Anna, Bruno et Chloé');
		expect(list('fr', ['Forêt, ligne 3, colonne 4', 'Eau, ligne 1, colonne 2'])).toBe('Forêt, ligne 3, colonne 4\u202F; Eau, ligne 1, colonne 2');
		expect(list('en', ['Forest, row 3, column 4', 'Water, row 1, column 2'])).toBe('Forest, row 3, column 4; Water, row 1, column 2');
	});
});

describe('a colon belongs to the message, not to the code that joins two texts', () => {
	// « Aller à l’étape 3: … » was `${t('shell.goToStep')}: ${text}`: French wants « 3 : », and only the
	// message knows its language's colon. Template literals that glue a colon between two values are refused.
	// biome-ignore lint/suspicious/noTemplateCurlyInString: the test's name quotes the shape it refuses
	it('no component writes `${a}: ${b}`', () => {
		const dir = join(__dirname, '../../../src/components');
		const walk = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
		const glued = walk(dir)
			.filter((f) => /\.(tsx?|astro)$/.test(f))
			.flatMap((f) =>
				readFileSync(f, 'utf8')
					.split('\n')
					.flatMap((line, i) => (/\}[ \u00a0\u202f]?:[ \u00a0]\$\{/.test(line) ? [`${relative(dir, f)}:${i + 1}: ${line.trim()}`] : [])),
			);
		expect(glued).toEqual([]);
	});
	it('the step list’s links say « Aller à l’étape 3 — … » / “Go to step 3 — …” (a step’s text may have its own colon)', () => {
		expect(widgetT('fr')('shell.goToStep', { n: 3, text: 'Anna vend.' })).toBe('Aller à l’étape 3 — Anna vend.');
		expect(widgetT('en')('shell.goToStep', { n: 3, text: 'Anna sells.' })).toBe('Go to step 3 — Anna sells.');
	});
});

describe('boards, server-rendered', () => {
	it('a square grid has one tab stop and a name on every cell', () => {
		const html = render(
			<SquareGrid
				rows={2}
				cols={2}
				label="Board"
				cells={[
					{ id: 'a', row: 0, col: 0, label: 'Forest, row 1 column 1, empty' },
					{ id: 'b', row: 0, col: 1, label: 'Water, row 1 column 2, piece of player B', content: <Token player="B" /> },
				]}
			/>,
		);
		expect(html.match(/tabindex="0"/g)).toHaveLength(1);
		expect(html.match(/tabindex="-1"/g)).toHaveLength(1);
		expect(html).toContain('aria-label="Water, row 1 column 2, piece of player B"');
		expect(html).toContain('aria-disabled="true"');
	});
	it('a hex grid names every hex and places them without overlap', () => {
		const cells = [
			{ q: 0, r: 0, label: 'Geyser' },
			{ q: 1, r: 0, label: 'Forest' },
			{ q: 0, r: 1, label: 'River' },
		];
		const html = render(<HexGrid cells={cells} label="Park" onActivate={() => {}} size={20} />);
		for (const c of cells) expect(html).toContain(`aria-label="${c.label}"`);
		const lefts = [...html.matchAll(/left:\s*([\d.]+)px;\s*top:\s*([\d.]+)px/g)].map((m) => `${m[1]},${m[2]}`);
		expect(new Set(lefts).size).toBe(3);
		expect(html.match(/tabindex="0"/g)).toHaveLength(1);
	});
	it('a token shows its letter, not colour alone', () => {
		const html = render(<Token player="C" />);
		expect(html).toMatch(/<text[^>]*>C<\/text>/);
		expect(html).toContain('data-shape="triangle"');
		expect(html).toContain('aria-hidden="true"');
	});
});
