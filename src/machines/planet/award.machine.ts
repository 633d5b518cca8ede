/**
 * The animal award as a state machine: 2–4 planets (teaching planets), the round, an animal card.
 * JUDGE asks the rules once (judgeAnimal) and the snapshot keeps who wins and why, and where a card
 * nobody takes goes (the next round's column, or the box after round 12).
 */
import { assertEvent, assign, setup } from 'xstate';
import { atSeat, type PerSeat, type Seat } from '../shared/seats';
import { LEGAL, refuse } from '../shared/types';
import type { Legality, Refusal } from './keys';
import { graphFromTerrains } from './planet';
import { type AnimalCondition, type Award, DEFAULT_READINGS, judgeAnimal, type Readings, type Terrain } from './regions';
import { FIRST_LIFE_ROUND, isLastRound, ROUNDS, unawardedCardGoes } from './round';
import { type RegionsByTerrain, regionsByTerrain } from './summary';

/** A player's planet: its owner's seat and the 60 parcels' terrains (null on a free face). */
export interface AwardPlanet {
	seat: Seat;
	terrains: (Terrain | null)[];
}

/** An animal card: its name key (a teaching card unless the rulebook names it) and its condition. */
export interface AnimalCard {
	animal: string;
	condition: AnimalCondition;
}

export interface AwardInput {
	planets: AwardPlanet[];
	round: number;
	card: AnimalCard;
	/** which planets take part (their seats) */
	active?: Seat[];
}

/** The rules' award (judgeAnimal), its planets named by seat: `scores` and `sizes` follow `active`'s order. */
export type SeatAward = Omit<Award, 'winner' | 'leaders'> & { winner: Seat | null; leaders: Seat[] };

export interface AwardContext {
	planets: AwardPlanet[];
	/** the planets taking part, in the order of `planets` */
	active: Seat[];
	round: number;
	card: AnimalCard;
	readings: Readings;
	/** each planet's regions (for the drawing) */
	regions: PerSeat<RegionsByTerrain>;
	/** null until judged */
	award: SeatAward | null;
	/** where the card goes: a planet (its seat), the next column, or the box */
	goes: { kind: 'won'; planet: Seat } | { kind: 'column'; round: number } | { kind: 'box' } | null;
	refusal: Refusal | null;
}

export type AwardEvent =
	| { type: 'SHOW'; planets: AwardPlanet[]; round: number; card: AnimalCard }
	| { type: 'JUDGE' }
	| { type: 'TOGGLE'; seat: Seat }
	/** a new round; `planets`: the same planets as they stand after that many rounds (one tile a round) */
	| { type: 'SET_ROUND'; round: number; planets?: AwardPlanet[] }
	| { type: 'SET_CARD'; card: AnimalCard }
	| { type: 'SET_READINGS'; readings: Partial<Readings> };

/** Each planet's regions, by its seat. */
const regionsOf = (planets: readonly AwardPlanet[]): PerSeat<RegionsByTerrain> =>
	Object.fromEntries(planets.map((p) => [p.seat, regionsByTerrain(p.terrains)]));

export const MIN_PLANETS = 2;
export const MAX_PLANETS = 4;

function judged(ctx: Pick<AwardContext, 'planets' | 'active' | 'round' | 'card' | 'readings'>): Pick<AwardContext, 'award' | 'goes'> {
	const graphs = ctx.active.map((seat) => graphFromTerrains(atSeat(ctx.planets, seat)!.terrains));
	const award = judgeAnimal(ctx.card.condition, graphs, isLastRound(ctx.round), ctx.readings);
	const winner = award.winner === null ? null : ctx.active[award.winner]!;
	const next = unawardedCardGoes(ctx.round);
	// The award's planet indices are mapped back to the planets' seats.
	const mapped: SeatAward = { ...award, winner, leaders: award.leaders.map((i) => ctx.active[i]!) };
	return { award: mapped, goes: winner !== null ? { kind: 'won', planet: winner } : next === 'box' ? { kind: 'box' } : { kind: 'column', round: next } };
}

/** Taking a planet out or putting one in keeps 2 to 4 planets in the award. */
function checkToggle(ctx: AwardContext, seat: Seat): Legality {
	const on = ctx.active.includes(seat);
	const rule = { page: 'animals', anchor: 'who-wins' } as const;
	if (on && ctx.active.length <= MIN_PLANETS) return refuse('award.refuse.min', rule, { n: MIN_PLANETS });
	if (!on && ctx.active.length >= MAX_PLANETS) return refuse('award.refuse.max', rule, { n: MAX_PLANETS });
	return LEGAL;
}

export const awardMachine = setup({
	types: { context: {} as AwardContext, events: {} as AwardEvent, input: {} as AwardInput },
	guards: {
		toggleLegal: ({ context, event }) => {
			assertEvent(event, 'TOGGLE');
			return checkToggle(context, event.seat).ok;
		},
	},
	actions: {
		show: assign(({ event }) => {
			assertEvent(event, 'SHOW');
			return {
				planets: event.planets,
				active: event.planets.map((p) => p.seat),
				round: event.round,
				card: event.card,
				regions: regionsOf(event.planets),
				award: null,
				goes: null,
				refusal: null,
			};
		}),
		judge: assign(({ context }) => ({ ...judged(context), refusal: null })),
		toggle: assign(({ context, event }) => {
			assertEvent(event, 'TOGGLE');
			const active = context.active.includes(event.seat)
				? context.active.filter((s) => s !== event.seat)
				: context.planets.map((p) => p.seat).filter((s) => s === event.seat || context.active.includes(s));
			return { active, ...judged({ ...context, active }), refusal: null };
		}),
		refuseToggle: assign(({ context, event }) => {
			assertEvent(event, 'TOGGLE');
			const legal = checkToggle(context, event.seat);
			return legal.ok ? {} : { refusal: legal.refusal };
		}),
		setRound: assign(({ context, event }) => {
			assertEvent(event, 'SET_ROUND');
			const round = Math.min(ROUNDS, Math.max(FIRST_LIFE_ROUND, Math.round(event.round)));
			const planets = event.planets ?? context.planets;
			return { round, planets, regions: regionsOf(planets), ...judged({ ...context, round, planets }), refusal: null };
		}),
		setCard: assign(({ context, event }) => {
			assertEvent(event, 'SET_CARD');
			return { card: event.card, ...judged({ ...context, card: event.card }), refusal: null };
		}),
		setReadings: assign(({ context, event }) => {
			assertEvent(event, 'SET_READINGS');
			const readings = { ...context.readings, ...event.readings };
			return { readings, ...judged({ ...context, readings }), refusal: null };
		}),
	},
}).createMachine({
	id: 'award',
	context: ({ input }) => {
		const active = input.active ?? input.planets.map((p) => p.seat).slice(0, MAX_PLANETS);
		return {
			planets: input.planets,
			active,
			round: input.round,
			card: input.card,
			readings: DEFAULT_READINGS,
			regions: regionsOf(input.planets),
			award: null,
			goes: null,
			refusal: null,
		};
	},
	on: {
		SHOW: { actions: 'show' },
		JUDGE: { actions: 'judge' },
		TOGGLE: [{ guard: 'toggleLegal', actions: 'toggle' }, { actions: 'refuseToggle' }],
		SET_ROUND: { actions: 'setRound' },
		SET_CARD: { actions: 'setCard' },
		SET_READINGS: { actions: 'setReadings' },
	},
});
