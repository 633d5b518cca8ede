/**
 * Decrees as data. A decree has a family, shown on the card by its arrows (rulings.md R6), and a
 * condition over the cards that family looks at:
 * - 'simple' (no arrow): the card alone;
 * - 'here' (arrow down): the last card played in this kingdom (or all of them);
 * - 'neighbours' (single arrows): the last card in each of the 2 neighbouring kingdoms;
 * - 'others' (double arrows): the last card in every other kingdom.
 * A decree whose cards are not there yet is ignored (any card may be played). When only some of
 * the cards it looks at exist, it is checked against those (our reading, rulings.md §5).
 *
 * The 30 decree texts of the game are not known: the conditions below are the kinds the rulebook
 * and reviews mention, and every decree built from them is a teaching example, labelled as such.
 */
import { neighbours, others } from './board';
import { LEGAL, refuse } from '../shared/types';
import type { DecreeRefusal, Legality } from './keys';
import { type Card, type Species, SPECIES } from './types';

export const DECREE_FAMILIES = ['simple', 'here', 'neighbours', 'others'] as const;
export type DecreeFamily = (typeof DECREE_FAMILIES)[number];

/**
 * Condition kinds. Simple: `species` (one of the listed species), `odd`, `even`, `atMost` n,
 * `atLeast` n. Relational (compared with the cards the family looks at): `geStrongest` (at least
 * the strongest of them), `higher` (above all of them), `lower` (below all of them), `sameValue`
 * (the value of one of them), `sameSpecies`, `otherSpecies` (a species none of them has),
 * `otherParity` (odd after even, even after odd), `noRepeat` ('here' only: neither a value nor a
 * species already played in this kingdom, all cards counted).
 */
export const SIMPLE_KINDS = ['species', 'odd', 'even', 'atMost', 'atLeast'] as const;
export const RELATIONAL_KINDS = ['geStrongest', 'higher', 'lower', 'sameValue', 'sameSpecies', 'otherSpecies', 'otherParity', 'noRepeat'] as const;
export type RelationalKind = (typeof RELATIONAL_KINDS)[number];

export type Decree =
	| { family: 'simple'; kind: 'species'; species: Species[] }
	| { family: 'simple'; kind: 'odd' | 'even' }
	| { family: 'simple'; kind: 'atMost' | 'atLeast'; n: number }
	| { family: 'here' | 'neighbours' | 'others'; kind: RelationalKind };

/** Kinds each family can take ('noRepeat' looks at all the cards of this kingdom, so 'here' only). */
export function kindsOf(family: DecreeFamily): readonly string[] {
	if (family === 'simple') return SIMPLE_KINDS;
	return family === 'here' ? RELATIONAL_KINDS : RELATIONAL_KINDS.filter((k) => k !== 'noRepeat');
}

export function isDecree(d: unknown): d is Decree {
	if (typeof d !== 'object' || d === null) return false;
	const x = d as Record<string, unknown>;
	if (!(DECREE_FAMILIES as readonly unknown[]).includes(x.family)) return false;
	if (!kindsOf(x.family as DecreeFamily).includes(x.kind as string)) return false;
	if (x.kind === 'species') return Array.isArray(x.species) && x.species.length > 0 && x.species.every((s) => (SPECIES as readonly unknown[]).includes(s));
	if (x.kind === 'atMost' || x.kind === 'atLeast') return typeof x.n === 'number' && Number.isInteger(x.n) && x.n >= 1 && x.n <= 8;
	return true;
}

/** The columns of cards by each kingdom (last card = last element). */
export type Columns = readonly (readonly Card[])[];

/** The cards a decree of kingdom `k` looks at, as things stand. */
/**
 * The decrees' open point (ruling decree-one-neighbour): when only some of the kingdoms a decree
 * looks at have cards, 'present' (ours) checks the card against those; 'ignore' (the other reading)
 * ignores the decree as soon as one of them has none.
 */
export interface DecreeReadings {
	partial?: 'present' | 'ignore';
}

/** Does the decree look at several kingdoms and find a card in only some of them (where the readings part)? */
export function partlyMissing(decree: Decree, k: number, columns: Columns): boolean {
	const looked = decree.family === 'neighbours' ? neighbours(k) : decree.family === 'others' ? others(k) : [];
	const have = looked.filter((i) => (columns[i]?.length ?? 0) > 0).length;
	return have > 0 && have < looked.length;
}

export function referencedCards(decree: Decree, k: number, columns: Columns): Card[] {
	const last = (i: number) => columns[i]?.at(-1);
	switch (decree.family) {
		case 'simple':
			return [];
		case 'here':
			return decree.kind === 'noRepeat' ? [...(columns[k] ?? [])] : last(k) ? [last(k)!] : [];
		case 'neighbours':
			return neighbours(k).flatMap((i) => (last(i) ? [last(i)!] : []));
		case 'others':
			return others(k).flatMap((i) => (last(i) ? [last(i)!] : []));
	}
}

/** What a decree says of a card: allowed, refused, or ignored because its cards are not there yet. */
export type DecreeVerdict = { status: 'ok' } | { status: 'ignored' } | { status: 'refused'; legality: Legality };

const parity = (v: number) => (v % 2 === 0 ? 'even' : 'odd');

/** The decree of kingdom `k` applied to `card`, given the cards by every kingdom. */
export function checkDecree(decree: Decree, k: number, card: Card, columns: Columns, readings: DecreeReadings = {}): DecreeVerdict {
	const deny = (key: DecreeRefusal, params: Record<string, string | number> = {}): DecreeVerdict => ({
		status: 'refused',
		legality: refuse(`decree.refused.${key}`, { page: 'turn', anchor: 'decrees' }, { value: card.value, species: card.species, ...params }),
	});
	const ok: DecreeVerdict = { status: 'ok' };
	if (decree.family === 'simple') {
		switch (decree.kind) {
			case 'species':
				return decree.species.includes(card.species) ? ok : deny('species', { allowed: decree.species.join(',') });
			case 'odd':
			case 'even':
				return parity(card.value) === decree.kind ? ok : deny(decree.kind);
			case 'atMost':
				return card.value <= decree.n ? ok : deny('atMost', { n: decree.n });
			case 'atLeast':
				return card.value >= decree.n ? ok : deny('atLeast', { n: decree.n });
		}
	}
	const refs = referencedCards(decree, k, columns);
	if (refs.length === 0 || (readings.partial === 'ignore' && partlyMissing(decree, k, columns))) return { status: 'ignored' };
	const values = refs.map((c) => c.value);
	const max = Math.max(...values);
	const min = Math.min(...values);
	switch (decree.kind) {
		case 'geStrongest':
			return card.value >= max ? ok : deny('geStrongest', { n: max });
		case 'higher':
			return card.value > max ? ok : deny('higher', { n: max });
		case 'lower':
			return card.value < min ? ok : deny('lower', { n: min });
		case 'sameValue':
			return values.includes(card.value) ? ok : deny('sameValue', { values: [...new Set(values)].sort((a, b) => a - b).join(', ') });
		case 'sameSpecies':
			return refs.some((c) => c.species === card.species) ? ok : deny('sameSpecies');
		case 'otherSpecies':
			return refs.every((c) => c.species !== card.species) ? ok : deny('otherSpecies');
		case 'otherParity':
			return refs.every((c) => parity(c.value) !== parity(card.value)) ? ok : deny('otherParity', { parity: parity(card.value) });
		case 'noRepeat': {
			if (refs.some((c) => c.value === card.value)) return deny('repeatValue');
			return refs.some((c) => c.species === card.species) ? deny('repeatSpecies') : ok;
		}
	}
}

/** Legality of a card under a decree (ignored counts as allowed). */
export function decreeAllows(decree: Decree, k: number, card: Card, columns: Columns): Legality {
	const v = checkDecree(decree, k, card, columns);
	return v.status === 'refused' ? v.legality : LEGAL;
}

/**
 * Teaching decrees: one or two per family and the known condition kinds. `known` marks a condition
 * the rulebook itself names (« Supérieur ou égal au voisin le plus fort »); none of these is
 * presented as a card of the game.
 */
export const TEACHING_DECREES: Readonly<Record<string, Decree & { known?: boolean }>> = {
	lizardOrTiger: { family: 'simple', kind: 'species', species: ['lizard', 'tiger'] },
	odd: { family: 'simple', kind: 'odd' },
	atMost4: { family: 'simple', kind: 'atMost', n: 4 },
	higherHere: { family: 'here', kind: 'higher' },
	alternate: { family: 'here', kind: 'otherParity' },
	noRepeat: { family: 'here', kind: 'noRepeat' },
	geStrongestNeighbour: { family: 'neighbours', kind: 'geStrongest', known: true },
	sameValueNeighbour: { family: 'neighbours', kind: 'sameValue' },
	lowerThanOthers: { family: 'others', kind: 'lower' },
	otherSpeciesOthers: { family: 'others', kind: 'otherSpecies' },
};
