/**
 * The families explorer: tiles on the mini-park, one species at a time; its families with animals ×
 * water points, the best one, the Sun's extra animal, flipped tiles that split a family. The
 * numbers come from scoring.ts; a click places a tile from the teaching set, flips it, or removes it.
 */
import { assertEvent, assign, setup } from 'xstate';
import { refuse } from '../shared/types';
import type { Refusal } from './keys';
import { MINI_PARK, type Park, spaceAt } from './park';
import { seededShuffle } from './round';
import { type Family, families, SPECIES, type Species } from './scoring';
import { type TeachingTile, TEACHING_TILES, tileById } from './tiles';

export interface FamiliesInput {
	tiles: Readonly<Record<string, string>>;
	species: Species;
}

export interface FamiliesContext {
	input: FamiliesInput;
	park: Park;
	tiles: Record<string, TeachingTile>;
	flipped: string[];
	sun: string | null;
	species: Species;
	families: Family[];
	/** index of the family that scores, or -1 */
	best: number;
	/** the tiles still to place from the teaching set (try-it) */
	deck: string[];
	last: { kind: 'placed' | 'flipped' | 'removed' | 'sun'; key: string } | null;
	refusal: Refusal | null;
}

export type FamiliesEvent = { type: 'SPECIES'; species: Species } | { type: 'CELL'; key: string } | { type: 'SUN'; space: string | null } | { type: 'RESET' };

function derive(c: Pick<FamiliesContext, 'park' | 'tiles' | 'flipped' | 'sun' | 'species'>): Pick<FamiliesContext, 'families' | 'best'> {
	const down = new Set(c.flipped);
	const tiles = Object.entries(c.tiles).map(([k, t]) => {
		const s = spaceAt(c.park, k)!;
		return { ...t, q: s.q, r: s.r, faceDown: down.has(k) };
	});
	const sun = c.sun ? spaceAt(c.park, c.sun) : undefined;
	const fams = families({ tiles, species: c.species, sun: sun ? { q: sun.q, r: sun.r } : undefined });
	let best = -1;
	fams.forEach((f, i) => {
		if (f.points > 0 && (best < 0 || f.points > fams[best]!.points)) best = i;
	});
	return { families: fams, best };
}

function fresh(input: FamiliesInput): FamiliesContext {
	const tiles = Object.fromEntries(Object.entries(input.tiles).map(([k, id]) => [k, tileById(id)]));
	const used = new Set(Object.values(input.tiles));
	const base = { input, park: MINI_PARK, tiles, flipped: [] as string[], sun: null, species: input.species };
	return {
		...base,
		...derive(base),
		deck: seededShuffle(
			TEACHING_TILES.map((t) => t.id).filter((id) => !used.has(id)),
			7,
		),
		last: null,
		refusal: null,
	};
}

export const familiesMachine = setup({
	types: {} as { context: FamiliesContext; events: FamiliesEvent; input: FamiliesInput },
	actions: {
		species: assign(({ context, event }) => {
			assertEvent(event, 'SPECIES');
			if (!SPECIES.includes(event.species)) return {};
			return { species: event.species, ...derive({ ...context, species: event.species }), refusal: null };
		}),
		cell: assign(({ context, event }) => {
			assertEvent(event, 'CELL');
			const space = spaceAt(context.park, event.key);
			if (space?.kind === 'weather') {
				const sun = context.sun === event.key ? null : event.key;
				return { sun, ...derive({ ...context, sun }), last: { kind: 'sun' as const, key: event.key }, refusal: null };
			}
			if (space?.kind !== 'landscape') {
				const l = refuse('refuse.forbidden', { page: 'round', anchor: 'forbidden-spaces' }, { kind: space?.kind ?? 'weather' });
				return l.ok ? {} : { refusal: l.refusal };
			}
			const k = event.key;
			let { tiles, flipped, deck } = context;
			let kind: 'placed' | 'flipped' | 'removed';
			if (!tiles[k]) {
				if (!deck.length) return {};
				tiles = { ...tiles, [k]: tileById(deck[0]!) };
				deck = deck.slice(1);
				kind = 'placed';
			} else if (!flipped.includes(k)) {
				flipped = [...flipped, k];
				kind = 'flipped';
			} else {
				const { [k]: gone, ...rest } = tiles;
				tiles = rest;
				flipped = flipped.filter((x) => x !== k);
				deck = [...deck, gone!.id];
				kind = 'removed';
			}
			return { tiles, flipped, deck, ...derive({ ...context, tiles, flipped }), last: { kind, key: k }, refusal: null };
		}),
		sun: assign(({ context, event }) => {
			assertEvent(event, 'SUN');
			return { sun: event.space, ...derive({ ...context, sun: event.space }), refusal: null };
		}),
		reset: assign(({ context }) => fresh(context.input)),
	},
}).createMachine({
	id: 'families',
	context: ({ input }) => fresh(input),
	on: { SPECIES: { actions: 'species' }, CELL: { actions: 'cell' }, SUN: { actions: 'sun' }, RESET: { actions: 'reset' } },
});
