/**
 * The final scoring as the marmot walks it: one category per NEXT (weather flips first, then the
 * twelve scoring categories), then the totals and the tie-breaks between the players. Every number
 * comes from final.ts and scoring.ts; the machine only moves the marmot.
 */
import { assign, setup } from 'xstate';
import { type Category, CATEGORIES, type ParkState, scorePark, type ParkScore } from './final';
import { type Park, TEACHING_PARK } from './park';
import { decidedBy, type FinalPlace, finalPlaces } from './places';
import type { Seat } from '../shared/seats';

export interface FinalInput {
	/** the park scored category by category */
	state: ParkState;
	/** the other players' final figures, for the tie-breaks (teaching numbers) */
	others: readonly { name: Seat; total: number; riverCovered: number; flipped: number }[];
	/** the park's owner, by seat (messages name them from it) */
	name: Seat;
}

export interface FinalContext {
	input: FinalInput;
	park: Park;
	score: ParkScore;
	/** how many categories the marmot has scored (0: none yet; 13: all) */
	done: number;
	/** the category the marmot is on, or null before the first and after the last */
	current: Category | null;
	/** running total */
	total: number;
	/** tiles turned face down (after the weather category) */
	flipped: string[];
	/** places after the tie-breaks, once shown */
	places: FinalPlace[] | null;
	/** for each place after the first: what separated it from the one before */
	decided: ('total' | 'river' | 'flipped' | 'shared')[];
}

export type FinalEvent = { type: 'NEXT' } | { type: 'RESET' };

function fresh(input: FinalInput): FinalContext {
	return { input, park: TEACHING_PARK, score: scorePark(TEACHING_PARK, input.state), done: 0, current: null, total: 0, flipped: [], places: null, decided: [] };
}

export const finalScoringMachine = setup({
	types: {} as { context: FinalContext; events: FinalEvent; input: FinalInput },
	actions: {
		step: assign(({ context }) => {
			const c = context.score.categories[context.done]!;
			return {
				done: context.done + 1,
				current: c.category,
				total: context.total + c.points,
				flipped: c.category === 'weather' ? c.flips!.map((f) => f.key) : context.flipped,
			};
		}),
		rank: assign(({ context }) => {
			const all = [
				{ name: context.input.name, total: context.total, riverCovered: context.score.riverCovered, flipped: context.score.flipped },
				...context.input.others,
			];
			const places = finalPlaces(all);
			const by = new Map(all.map((p) => [p.name, p]));
			const decided = places.slice(1).map((g, i) => decidedBy(by.get(places[i]!.names[0]!)!, by.get(g.names[0]!)!));
			return { current: null, places, decided };
		}),
		reset: assign(({ context }) => fresh(context.input)),
	},
}).createMachine({
	id: 'finalScoring',
	context: ({ input }) => fresh(input),
	on: { RESET: { target: '.scoring', actions: 'reset' } },
	initial: 'scoring',
	states: {
		scoring: {
			on: { NEXT: { target: 'check', actions: 'step' } },
		},
		check: {
			always: [{ guard: ({ context }) => context.done >= CATEGORIES.length, target: 'totals' }, { target: 'scoring' }],
		},
		totals: {
			on: { NEXT: { target: 'ranked', actions: 'rank' } },
		},
		ranked: {},
	},
});
