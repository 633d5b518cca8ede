/**
 * The teacher's script walked with Next only (src/components/shared/scriptWalk.ts, `stopAt`): every
 * stop of every game's teach page is shown, in the script's order, including a stop that goes back
 * to an earlier step of the same widget (Caldera Park's example at 6, then 2, then 5: the review's M3).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Stop, stopAt } from '../../../src/components/shared/scriptWalk';

const DOCS = join(__dirname, '../../../src/content/docs');

/** A teach page's step links (`[words](/xx/game/page/?id=n#id)`), in order, as scriptWalk reads them. */
function stopsOf(mdx: string): Stop[] {
	const out: Stop[] = [];
	for (const m of mdx.matchAll(/\[([^\]]+)\]\((\/[^)\s]+)\)/g)) {
		const url = new URL(m[2]!, 'http://x');
		const id = decodeURIComponent(url.hash.slice(1));
		if (!id || !url.searchParams.has(id)) continue;
		out.push({ href: url.pathname + url.search + url.hash, path: url.pathname, id, step: Number(url.searchParams.get(id)) || 1, title: m[1]! });
	}
	return out;
}

/**
 * Next pressed again and again from the first stop, as the stage does: Next steps on, or follows
 * the stop `stopAt` names (in place for the same widget, else another widget, which opens at its
 * link's step). Returns every (widget, step) shown, in order (past the script's end, Next steps on).
 */
function walk(stops: Stop[], presses = 60): string[] {
	let pos = 0;
	let at = stops[0]!;
	let index = at.step - 1;
	const shown = [`${at.path}#${at.id}:${index + 1}`];
	for (let i = 0; i < presses; i++) {
		const here = (x: Stop | undefined) => Boolean(x && x.path === at.path && x.id === at.id);
		const stop = stopAt(stops, pos, here, index);
		if (stop) {
			pos = stop.pos!;
			if (stop.step === undefined) {
				at = stops[pos]!;
				index = at.step - 1;
			} else index = stop.step;
		} else index++;
		shown.push(`${at.path}#${at.id}:${index + 1}`);
	}
	return shown;
}

const here = (id: string) => (x: Stop | undefined) => x?.id === id && x.path === '/p/';
const stop = (id: string, step: number, path = '/p/'): Stop => ({ href: `${path}?${id}=${step}#${id}`, path, id, step, title: `${id} ${step}` });

describe('the teacher’s script, walked with Next', () => {
	it('goes back in place to an earlier step of the same widget, then steps on to the next stop', () => {
		const stops = [stop('a', 6), stop('a', 2), stop('a', 5), stop('b', 3, '/q/')];
		// At step 6 (the first stop), Next leads back to step 2 of the same widget.
		expect(stopAt(stops, 0, here('a'), 5)).toEqual({ href: '/p/?a=2#a', title: 'a 2', pos: 1, step: 1 });
		// Before the stop's step, Next steps on.
		expect(stopAt(stops, 0, here('a'), 3)).toBeNull();
		// From step 2, Next steps on to 5 (a later stop of the same widget), and there leads to the next page.
		expect(stopAt(stops, 1, here('a'), 2)).toBeNull();
		expect(stopAt(stops, 1, here('a'), 4)).toEqual({ href: '/q/?b=3#b', title: 'b 3', pos: 3 });
		expect(walk(stops, 5)).toEqual(['/p/#a:6', '/p/#a:2', '/p/#a:3', '/p/#a:4', '/p/#a:5', '/q/#b:3']);
	});
	it('walks a later stop of the same widget by stepping (2, then 8), and ends with the script', () => {
		const stops = [stop('a', 2), stop('a', 8), stop('b', 1, '/q/')];
		expect(stopAt(stops, 0, here('a'), 6)).toBeNull();
		expect(stopAt(stops, 0, here('a'), 7)).toEqual({ href: '/q/?b=1#b', title: 'b 1', pos: 2 });
		expect(walk(stops, 7)).toEqual(['/p/#a:2', '/p/#a:3', '/p/#a:4', '/p/#a:5', '/p/#a:6', '/p/#a:7', '/p/#a:8', '/q/#b:1']);
		// The script's last stop: Next steps on.
		expect(stopAt(stops, 2, here('b'), 0)).toBeNull();
	});

	const games = readdirSync(join(DOCS, 'en'), { withFileTypes: true })
		.filter((g) => g.isDirectory() && readdirSync(join(DOCS, 'en', g.name)).includes('teach.mdx'))
		.map((g) => g.name);
	it('finds the four games’ teach pages', () => expect(games.length).toBeGreaterThanOrEqual(4));
	for (const lang of ['fr', 'en']) {
		for (const game of games) {
			it(`${lang}/${game}: every stop of the script is shown, in its order`, () => {
				const stops = stopsOf(readFileSync(join(DOCS, lang, game, 'teach.mdx'), 'utf8'));
				expect(stops.length).toBeGreaterThan(1);
				const shown = walk(stops);
				let from = 0;
				for (const s of stops) {
					const key = `${s.path}#${s.id}:${s.step}`;
					const at = shown.indexOf(key, from);
					expect(at, `${key} (“${s.title}”) shown after ${shown[from - 1] ?? 'the start'}`).toBeGreaterThanOrEqual(from);
					from = at + 1;
				}
			});
		}
	}
});
