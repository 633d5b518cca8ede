/**
 * Boards a reader can read: a key beside every board, row and column numbers, pieces told apart
 * by letter AND shape, card faces, the overview's still picture — checked in the HTML the server
 * sends (what a reader without JavaScript gets, and what islands hydrate).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { HexGrid } from '../../../src/components/shared/HexGrid';
import { PLAYER_LOOKS } from '../../../src/components/shared/players';
import { SquareGrid, SquarePicture } from '../../../src/components/shared/SquareGrid';
import { Token } from '../../../src/components/shared/Token';
import CardGallery from '../../../src/components/wildlife/CardGallery';
import OverviewPicture from '../../../src/components/wildlife/OverviewPicture';
import { WildBoard } from '../../../src/components/wildlife/WildBoard';
import { type Face, faceParts, topicFace, WildCard } from '../../../src/components/wildlife/WildCard';
import { gameT } from '../../../src/i18n/messages';
import { TEACHING_BOARD } from '../../../src/machines/wildlife/board';
import { CARD_TOPICS } from '../../../src/machines/wildlife/cards.machine';
import { TERRAINS } from '../../../src/machines/wildlife/types';

const LANGS = ['fr', 'en'] as const;

describe('pieces', () => {
	it.each(PLAYER_LOOKS.map((p) => [p.letter, p]))('player %s: its letter, its shape, its colour, an outline and a halo', (letter, look) => {
		const html = render(<Token player={letter} />);
		expect(html).toContain(`>${letter}</text>`);
		expect(html).toContain(`data-shape="${look.shape}"`);
		expect(html).toContain(`fill="${look.colour}"`);
		expect(html).toMatch(/stroke="#fff"/);
		expect(html).toMatch(/stroke="#1a1a1a"/);
	});
});

describe('square grid coordinates and pictures', () => {
	const cells = [
		{ id: 'a', row: 0, col: 0, label: 'Forest, row 1 column 1, empty' },
		{ id: 'b', row: 1, col: 2, label: 'Water, row 2 column 3, empty' },
	];
	it('numbers rows and columns from 1, hidden from screen readers (cell names say it)', () => {
		const html = render(<SquareGrid rows={2} cols={3} cells={cells} label="Board" coords />);
		const cols = [...html.matchAll(/class="sq-coord sq-coord-col" aria-hidden="true"[^>]*>(\d+)</g)].map((m) => m[1]);
		const rows = [...html.matchAll(/class="sq-coord sq-coord-row" aria-hidden="true"[^>]*>(\d+)</g)].map((m) => m[1]);
		expect(cols).toEqual(['1', '2', '3']);
		expect(rows).toEqual(['1', '2']);
		// cells move one track to make room for the numbers
		expect(html).toMatch(/grid-row:\s*3;\s*grid-column:\s*4[^>]*data-cell="b"/);
		expect(html).toContain('aria-label="Water, row 2 column 3, empty"');
	});
	it('a picture has no controls and one name', () => {
		const html = render(<SquarePicture rows={2} cols={3} cells={cells} label="Example board" coords />);
		expect(html).not.toContain('<button');
		expect(html).not.toContain('tabindex');
		expect(html).toMatch(/role="img" aria-label="Example board"/);
	});
	it('a hex grid prints the game’s own coordinates', () => {
		const html = render(<HexGrid cells={[{ q: 0, r: 0, label: 'Geyser, A1', coord: 'A1' }]} label="Park" />);
		expect(html).toMatch(/class="hex-coord" aria-hidden="true">A1</);
	});
});

describe.each(LANGS)('WildLife board (%s)', (lang) => {
	const t = gameT('wildlife', lang);
	const html = render(<WildBoard board={TEACHING_BOARD} occ={{ r0c0: 'A', r3c5: 'B' }} lang={lang} t={t} />);
	it('has a key naming every terrain in the page’s language, with the cells’ own pattern classes', () => {
		for (const x of TERRAINS)
			expect(html).toMatch(new RegExp(`data-key-item="${x}"><span class="board-key-swatch t-${x}" aria-hidden="true"></span>${t(`terrain.${x}`)}<`));
		expect(html).toContain(t('board.key.areaEdge'));
	});
	it('scopes its terrain classes to WildLife', () => {
		expect(html).toMatch(/^<div class="wl-board" data-game="wildlife">/);
	});
	it('keeps a name on every cell, with the row and column printed around the board', () => {
		const names = [...html.matchAll(/<button[^>]*aria-label="([^"]+)"/g)].map((m) => m[1]);
		expect(names).toHaveLength(TEACHING_BOARD.cells.length);
		expect(names.every((n) => /\d+\D+\d+/.test(n!))).toBe(true);
		expect(html.match(/sq-coord-col/g)).toHaveLength(TEACHING_BOARD.cols);
		expect(html.match(/sq-coord-row/g)).toHaveLength(TEACHING_BOARD.rows);
	});
});

describe.each(LANGS)('card faces (%s)', (lang) => {
	const t = gameT('wildlife', lang);
	const faces: Face[] = [
		...CARD_TOPICS.map(topicFace),
		...TERRAINS.map((terrain): Face => ({ kind: 'terrain', terrain })),
		{ kind: 'event', event: 'foodSource' },
	];
	it.each(faces.map((f) => [JSON.stringify(f), f]))('%s: a band, a type, a name and one line, all written', (_, face) => {
		const p = faceParts(face, t);
		for (const text of [p.kind, p.name, p.line]) expect(text).not.toMatch(/^\[|\]$/);
		const html = render(<WildCard face={face} t={t} />);
		expect(html).toContain(`class="card-band ${p.band}"`);
		expect(html).toContain(`<span class="card-name">${p.name}</span>`);
		expect(html).toContain('data-game="wildlife"');
	});
	it('a terrain card’s band is that terrain’s swatch', () => {
		expect(render(<WildCard face={{ kind: 'terrain', terrain: 'desert' }} t={t} />)).toContain('class="card-band t-desert"');
	});
	it('the reference shows every kind of card once', () => {
		const html = render(<CardGallery lang={lang} />);
		expect(html.match(/class="card"/g)).toHaveLength(6 + 3 + 3 + 5);
		expect(html).not.toContain('[face.');
	});
});

describe.each(LANGS)('overview picture (%s)', (lang) => {
	const t = gameT('wildlife', lang);
	const html = render(<OverviewPicture lang={lang} />);
	it('is a still picture: a figure, no button, the board named as one image', () => {
		expect(html).toMatch(/^<figure/);
		expect(html).toContain('class="sq-coord sq-coord-col"');
		expect(html).toContain('data-key-item="water"');
		expect(html).not.toContain('<button');
		expect(html).toContain(`role="img" aria-label="${t('picture.label')}"`);
	});
	it('is labelled as a teaching example with a caption, and explains its four callouts', () => {
		expect(html).toMatch(/<figcaption>.*(Teaching diagram|Schéma pédagogique)/);
		for (const n of [1, 2, 3, 4] as const) expect(html).toContain(t(`picture.${n}`));
		expect(html.match(/class="callout"/g)).toHaveLength(8);
		expect(html).not.toMatch(/\[picture\./);
	});
	it('is used without a client directive, so the page ships no JavaScript for it', () => {
		const mdx = readFileSync(`src/content/docs/${lang}/wildlife/overview.mdx`, 'utf8');
		expect(mdx).toMatch(/<OverviewPicture lang="(fr|en)" \/>/);
		expect(mdx).not.toMatch(/<OverviewPicture[^>]*client:/);
	});
});

describe('terrain styles are scoped per game', () => {
	it('no stylesheet styles a bare .t-<terrain> class', () => {
		for (const f of readdirSync('src/styles')) {
			const css = readFileSync(`src/styles/${f}`, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
			for (const rule of css.matchAll(/([^{}]+)\{/g)) {
				for (const sel of rule[1]!.split(',')) if (/\.t-[a-z]+/.test(sel)) expect(sel.trim(), f).toMatch(/^\[data-game='[a-z-]+'\]/);
			}
		}
	});
});
