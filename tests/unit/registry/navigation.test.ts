// The learner's path and the sidebar, from the registry (src/games.ts, src/nav/).
import { describe, expect, it } from 'vitest';
import { apartChapters, type Game, gamePath, learnerPath, READY_GAMES } from '../../../src/games';
import { pathNeighbours } from '../../../src/nav/pagination';
import { chapterSlug, gameSidebarGroup, type SidebarGroup } from '../../../src/nav/sidebar';

const link = (href: string) => ({ type: 'link' as const, href, label: href, isCurrent: false, attrs: {}, badge: undefined });

describe.each(READY_GAMES.map((g) => [g.slug, g as Game] as const))('%s', (slug, game) => {
	const path = learnerPath(game);

	it('starts at the game’s home, then Start here', () => {
		expect(path.slice(0, 2)).toEqual(['', 'start-here']);
	});

	// The score sheet (issue 30) stands apart too, after At the table, in the games that have one.
	const apart = apartChapters(game).includes('score-sheet') ? ['teach', 'at-the-table', 'score-sheet'] : ['teach', 'at-the-table'];

	it('keeps the teacher’s script, At the table and the score sheet out of the learner’s path, and lists them apart', () => {
		expect(apartChapters(game)).toEqual(apart);
		expect(path).not.toContain('score-sheet');
		expect(path).not.toContain('teach');
		expect(path).not.toContain('at-the-table');
		expect([...path, ...apartChapters(game)].sort()).toEqual([...game.chapters].sort());
	});

	it('gives the sidebar the learner’s path, then one group of the pages apart; the game’s group starts collapsed', () => {
		const group = gameSidebarGroup(game);
		expect(group.collapsed).toBe(true);
		expect(group.translations).toEqual({ fr: game.name.fr, en: game.name.en });
		const last = group.items.at(-1) as SidebarGroup;
		expect(group.items.slice(0, -1)).toEqual(path.map((c) => chapterSlug(game, c)));
		expect(last.items).toEqual(apart.map((c) => `${slug}/${c}`));
		expect(last.translations.fr).toBe('Pour expliquer · Pendant la partie');
	});

	it('chains Previous / Next along the learner’s path only', () => {
		// The sidebar's links in its own order, the pages apart included (as Starlight flattens it).
		const sidebar = game.chapters.map((c) => link(gamePath('en', game.slug, c)));
		const chain: string[] = [];
		let at: string | undefined = gamePath('en', game.slug, '');
		while (at && chain.length < 50) {
			chain.push(at);
			at = pathNeighbours(game, 'en', at, sidebar).next?.href;
		}
		expect(chain).toEqual(path.map((c) => gamePath('en', game.slug, c)));
		expect(pathNeighbours(game, 'en', gamePath('en', game.slug, 'start-here'), sidebar).prev?.href).toBe(gamePath('en', game.slug, ''));
		expect(pathNeighbours(game, 'fr', gamePath('fr', game.slug, 'teach'), sidebar)).toEqual({});
		expect(pathNeighbours(game, 'en', gamePath('en', game.slug, 'at-the-table'), sidebar)).toEqual({});
	});
});
