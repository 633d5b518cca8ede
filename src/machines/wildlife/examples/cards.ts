/**
 * The guided cards example (cards.machine.ts, CardsWidget), as data. The table (four players, their food, score spaces and
 * pieces) is a TEACHING example made up for this site, not a position from the rulebooks; the
 * numbers each event produces are the rulebooks' (Epidemic: one piece each, from the player's left;
 * Famine: 5 food each, one space back per missing food; Food Source: 7 / 3 / 10).
 */
import type { GuidedStep } from '../keys';
import { TEACHING_BOARD } from '../board';
import type { CardsEvent, CardsInput } from '../cards.machine';
import type { Occupancy } from '../types';
import { exampleCharts } from './setup';
import { seats } from '../../shared/seats';

export const CARDS_PLAYERS = seats(4);

/** Pieces on the teaching board: A 3, B 3, C 3, D 2, each on a terrain where its owner's (example) chart has an action. */
export const CARDS_OCC: Occupancy = {
	r2c5: 'A',
	r4c6: 'A',
	r0c4: 'A',
	r0c0: 'B',
	r1c1: 'B',
	r3c0: 'B',
	r0c8: 'C',
	r1c8: 'C',
	r2c9: 'C',
	r6c5: 'D',
	r6c6: 'D',
};

export function cardsInput(): CardsInput {
	const charts = exampleCharts(4);
	return {
		board: TEACHING_BOARD,
		players: [...CARDS_PLAYERS],
		charts: Object.fromEntries(CARDS_PLAYERS.map((p, i) => [p, charts[i]!])),
		occ: { ...CARDS_OCC },
		food: { A: 8, B: 3, C: 12, D: 6 },
		score: { A: 6, B: 5, C: 9, D: 2 },
		// Four players seed 5 pieces each and a piece never returns to the reserve: the others were lost.
		lost: { A: 2, B: 2, C: 2, D: 3 },
	};
}

/** Step 0 is the start; then one event per step, each with the narration that explains why. */
export function cardsExample(): { input: CardsInput; steps: GuidedStep<CardsEvent | null>[] } {
	const steps: GuidedStep<CardsEvent | null>[] = [
		{ event: null, narration: 'cards.step.terrain' },
		{ event: { type: 'SELECT', topic: 'wheel' }, narration: 'cards.step.wheel' },
		{ event: { type: 'SELECT', topic: 'arrow' }, narration: 'cards.step.arrow' },
		{ event: { type: 'ARROW' }, narration: 'cards.step.arrowTake' },
		{ event: { type: 'SET_LIMIT', limit: 1 }, narration: 'cards.step.limitPrinted' },
		{ event: { type: 'ARROW' }, narration: 'cards.step.limitRefused' },
		{ event: { type: 'SET_LIMIT', limit: 2 }, narration: 'cards.step.limitCorrected' },
		{ event: { type: 'ARROW' }, narration: 'cards.step.arrowSecond' },
		{ event: { type: 'SELECT', topic: 'joker' }, narration: 'cards.step.joker' },
		{ event: { type: 'JOKER', as: 'event' }, narration: 'cards.step.jokerEvent' },
		{ event: { type: 'SHOW_TABLE' }, narration: 'cards.step.table' },
		{ event: { type: 'PLAY', player: 'B', event: 'epidemic' }, narration: 'cards.step.epidemic' },
		{ event: { type: 'REMOVE', player: 'C', cell: 'r2c9' }, narration: 'cards.step.removeC' },
		{ event: { type: 'REMOVE', player: 'D', cell: 'r6c6' }, narration: 'cards.step.removeD' },
		{ event: { type: 'REMOVE', player: 'A', cell: 'r0c4' }, narration: 'cards.step.removeA' },
		{ event: { type: 'PLAY', player: 'A', event: 'famine' }, narration: 'cards.step.famine' },
		{ event: { type: 'PLAY', player: 'C', event: 'foodSource' }, narration: 'cards.step.foodSource' },
		{ event: { type: 'PLAY', player: 'D', event: 'foodSource' }, narration: 'cards.step.foodSourceLast' },
	];
	return { input: cardsInput(), steps };
}
