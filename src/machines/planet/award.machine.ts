/**
 * The animal award as a state machine: 2–4 planets (teaching planets), the round, an animal card.
 * JUDGE asks the rules once (judgeAnimal) and the snapshot keeps who wins and why, and where a card
 * nobody takes goes (the next round's column, or the box after round 12).
 */
import { assertEvent, assign, setup } from 'xstate';
import { LEGAL, refuse } from '../shared/types';
import type { Legality, Refusal } from './keys';
import { graphFromTerrains } from './planet';
import { type AnimalCondition, type Award, DEFAULT_READINGS, judgeAnimal, type Readings, type Terrain } from './regions';
import { FIRST_LIFE_ROUND, isLastRound, ROUNDS, unawardedCardGoes } from './round';
import { type RegionsByTerrain, regionsByTerrain } from './summary';

/** A player's planet: a name key and the 60 parcels' terrains (null on a free face). */
export interface AwardPlanet {
	name: string;
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
	/** which planets take part (indices into planets) */
	active?: number[];
}

export interface AwardContext {
	planets: AwardPlanet[];
	active: number[];
	round: number;
	card: AnimalCard;
	readings: Readings;
	/** each planet's regions (for the drawing) */
	regions: RegionsByTerrain[];
	/** null until judged */
	award: Award | null;
	/** where the card goes: a planet index, the next column, or the box */
	goes: { kind: 'won'; planet: number } | { kind: 'column'; round: number } | { kind: 'box' } | null;
	refusal: Refusal | null;
}

export type AwardEvent =
	| { type: 'SHOW'; planets: AwardPlanet[]; round: number; card: AnimalCard }
	| { type: 'JUDGE' }
	| { type: 'TOGGLE'; index: number }
	/** a new round; `planets`: the same planets as they stand after that many rounds (one tile a round) */
	| { type: 'SET_ROUND'; round: number; planets?: AwardPlanet[] }
	| { type: 'SET_CARD'; card: AnimalCard }
	| { type: 'SET_READINGS'; readings: Partial<Readings> };

export const MIN_PLANETS = 2;
export const MAX_PLANETS = 4;

function judged(ctx: Pick<AwardContext, 'planets' | 'active' | 'round' | 'card' | 'readings'>): Pick<AwardContext, 'award' | 'goes'> {
	const graphs = ctx.active.map((i) => graphFromTerrains(ctx.planets[i]!.terrains));
	const award = judgeAnimal(ctx.card.condition, graphs, isLastRound(ctx.round), ctx.readings);
	const winner = award.winner === null ? null : ctx.active[award.winner]!;
	const next = unawardedCardGoes(ctx.round);
	// The award's planet indices are mapped back to the planets' own indices.
	const mapped: Award = { ...award, winner, leaders: award.leaders.map((i) => ctx.active[i]!) };
	return { award: mapped, goes: winner !== null ? { kind: 'won', planet: winner } : next === 'box' ? { kind: 'box' } : { kind: 'column', round: next } };
}

/** Taking a planet out or putting one in keeps 2 to 4 planets in the award. */
function checkToggle(ctx: AwardContext, index: number): Legality {
	const on = ctx.active.includes(index);
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
			return checkToggle(context, event.index).ok;
		},
	},
	actions: {
		show: assign(({ event }) => {
			assertEvent(event, 'SHOW');
			return {
				planets: event.planets,
				active: event.planets.map((_, i) => i),
				round: event.round,
				card: event.card,
				regions: event.planets.map((p) => regionsByTerrain(p.terrains)),
				award: null,
				goes: null,
				refusal: null,
			};
		}),
		judge: assign(({ context }) => ({ ...judged(context), refusal: null })),
		toggle: assign(({ context, event }) => {
			assertEvent(event, 'TOGGLE');
			const active = context.active.includes(event.index)
				? context.active.filter((i) => i !== event.index)
				: [...context.active, event.index].sort((a, b) => a - b);
			return { active, ...judged({ ...context, active }), refusal: null };
		}),
		refuseToggle: assign(({ context, event }) => {
			assertEvent(event, 'TOGGLE');
			const legal = checkToggle(context, event.index);
			return legal.ok ? {} : { refusal: legal.refusal };
		}),
		setRound: assign(({ context, event }) => {
			assertEvent(event, 'SET_ROUND');
			const round = Math.min(ROUNDS, Math.max(FIRST_LIFE_ROUND, Math.round(event.round)));
			const planets = event.planets ?? context.planets;
			return { round, planets, regions: planets.map((p) => regionsByTerrain(p.terrains)), ...judged({ ...context, round, planets }), refusal: null };
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
		const active = input.active ?? input.planets.map((_, i) => i).slice(0, MAX_PLANETS);
		return {
			planets: input.planets,
			active,
			round: input.round,
			card: input.card,
			readings: DEFAULT_READINGS,
			regions: input.planets.map((p) => regionsByTerrain(p.terrains)),
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
