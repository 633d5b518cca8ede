/**
 * A kingdom's end-of-age result in words (« Dans le royaume de 8 territoires, Carla a 3 cubes… »):
 * the walkthrough's sentences (eoaWords.ts) and the score sheet's, which names the table's players.
 * Kept apart from the walkthrough's reveal words, so the score sheet does not load them.
 */
import type { Noun } from '../../i18n/format';
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { KingdomResult } from '../../machines/animal-kingdoms/endOfAge';
import { type Seat, seatsIn } from '../../machines/shared/seats';
import { kingdomNoun, playerNoun, players } from './words';

/** How a sentence names a seat: the example's players by default; a score sheet passes the table's names. */
export type Namer = (p: Seat) => Noun;

/** « Carla a 3 cubes, Abdel et Nicolas 1 chacun »: the most first, equal counts together, the unit once. */
export function counts(t: T, cubes: Record<string, number>, name?: Namer): string {
	const present = Object.entries(cubes)
		.filter(([, n]) => n > 0)
		.sort((a, b) => b[1] - a[1]);
	if (!present.length) return t('eoa.noCubes');
	const groups: { n: number; seats: Seat[] }[] = [];
	for (const [p, n] of present) {
		const g = groups.at(-1);
		if (g?.n === n) g.seats.push(p as Seat);
		else groups.push({ n, seats: [p as Seat] });
	}
	const who = (seats: Seat[]) => (seats.length === 1 ? (name ?? ((p: Seat) => playerNoun(t, p)))(seats[0]!) : many(t, seats, name));
	const parts = groups.map((g, i) => t(i === 0 ? 'eoa.counts.first' : 'eoa.counts', { player: who(g.seats), n: g.n }));
	// « Carla a 2 cubes, Abdel et Nicolas 1 chacun »: no second « et » when the last group already has one
	return (groups.at(-1)!.seats.length > 1 ? parts : [t.list(parts).s]).join(', ');
}

/**
 * The sentences for second and third place, for the players not in `skip` (the battle's losers,
 * already told). After a shared majority (a perfect tie, the peace treaty's shared tile) second
 * place is our reading (rulings: perfect-tie-places), and says so.
 */
/** Several seats as one plural noun, named by `name` when given. */
export const many = (t: T, seats: readonly Seat[], name?: Namer): Noun => (name ? t.list(seats.map(name)) : players(t, seats));

function places(t: T, r: KingdomResult, skip: readonly Seat[], opts: { onlyThird?: boolean; afterTie?: boolean } = {}, name?: Namer): string {
	const who = (pts: number) => seatsIn(r.points).filter((p) => r.points[p] === pts && !skip.includes(p) && !r.winners.includes(p));
	const parts: string[] = [];
	const second = who(3);
	if (second.length && !opts.onlyThird) parts.push(t(opts.afterTie ? 'eoa.secondAfterTie' : 'eoa.second', { names: many(t, second, name) }));
	const third = who(1);
	if (third.length) parts.push(t('eoa.third', { names: many(t, third, name) }));
	return parts.map((p) => ` ${p}`).join('');
}

export function resultLine(t: T, r: KingdomResult, name?: Namer): string {
	const one = name ?? ((p: Seat) => playerNoun(t, p));
	const base = { kingdom: kingdomNoun(t, r.kingdom), counts: counts(t, r.cubes, name), tile: r.tile };
	const losers = r.leaders.filter((p) => !r.winners.includes(p));
	switch (r.how) {
		case 'empty':
			return t('eoa.result.empty', base);
		case 'majority':
			return t('eoa.result.majority', { ...base, winner: one(r.winners[0]!), places: places(t, r, [], {}, name) });
		case 'battle':
			return t('eoa.result.battle', {
				...base,
				winner: one(r.winners[0]!),
				losers: many(t, losers, name),
				third: places(t, r, losers, { onlyThird: true }, name),
			});
		case 'perfectTie':
			return t('eoa.result.perfectTie', { ...base, winners: many(t, r.winners, name), places: places(t, r, losers, { afterTie: true }, name) });
		case 'treatyCapital':
			return t('eoa.result.treatyCapital', { ...base, winner: one(r.winners[0]!), places: places(t, r, [], {}, name) });
		case 'treatyShared':
			return t('eoa.result.treatyShared', { ...base, winners: many(t, r.winners, name), places: places(t, r, [], { afterTie: true }, name) });
	}
}
