/**
 * The solo walkthrough: you (Abdel, A) against the bot, on a TEACHING position (cards, decrees and
 * cubes are invented). The bot's draws are fixed so that each rule shows once: a card's value picks
 * the kingdom; a 1–3 follows your last card; a kingdom where it already leads by 2 is skipped; a
 * kingdom with only its capital free is skipped, from the largest round to the smallest; its bonus
 * card follows a card of the same species, and finds no kingdom that fits both constraints, so the
 * first is dropped. You and the bot draw from the same pile. Each has 18 cubes; every card by a
 * kingdom came with a cube, and your cards obey the decrees (the bot's need not):
 * src/machines/animal-kingdoms/position.ts.
 */
import type { GuidedStep } from '../keys';
import type { KingdomSpaces } from '../board';
import { TEACHING_DECREES } from '../decrees';
import type { SoloState } from '../solo';
import type { SoloEvent, SoloInput } from '../solo.machine';
import type { Card } from '../types';
import type { Seat } from '../../shared/seats';

const c = (species: Card['species'], value: number): Card => ({ species, value });
const k = (territories: (Seat | null)[], capital: Seat | null = null): KingdomSpaces => ({ territories, capital, councils: [null, null] });
const b = 'B';

function base(): SoloState {
	return {
		players: ['A', 'B'],
		current: 'B',
		hands: { A: [c('owl', 5), c('frog', 2), c('wolf', 7), c('bee', 3)] },
		// 18 cubes each, minus those on the board (you 6, the bot 7): the board SOLO_HISTORY builds
		cubes: { A: 12, B: 11 },
		kingdoms: [
			k([null, null, null]),
			k(['A', b, b, null]),
			k([b, b, null, null, null]),
			k(['A', null, null, null, null, null]),
			k([b, 'A', 'A', b, b, 'A', 'A']),
		],
		columns: [
			[],
			[c('okapi', 2), c('panda', 3), c('tiger', 5)],
			[c('bee', 6), c('okapi', 6)],
			[c('frog', 6)],
			[c('panda', 8), c('lizard', 2), c('tiger', 1), c('owl', 8), c('wolf', 8), c('tiger', 4), c('lizard', 6)],
		],
		decrees: [
			TEACHING_DECREES.odd!,
			TEACHING_DECREES.higherHere!,
			TEACHING_DECREES.atMost4!,
			TEACHING_DECREES.sameValueNeighbour!,
			TEACHING_DECREES.lizardOrTiger!,
		],
		passed: [],
		firstToPass: null,
		capitalOrder: [],
		scores: { A: 0, B: 0 },
		// the bot's draws and yours (one pile): bot, you, bot, you, bot, you, bot, then the new bonus card
		deck: [
			c('okapi', 7),
			c('owl', 4),
			c('panda', 2),
			c('frog', 1),
			c('lizard', 8),
			c('okapi', 3),
			c('tiger', 3),
			c('bee', 8),
			c('owl', 6),
			c('wolf', 5),
			c('frog', 7),
			c('panda', 6),
			c('okapi', 1),
		],
		discard: [],
		// your last card this age: the frog 6 by the 7-territory kingdom
		lastKingdom: { A: 3 },
		level: 'normal',
		bonus: [c('tiger', 6), c('wolf', 2)],
		botTurn: null,
		botFirst: false,
	};
}

/**
 * How the board of `base()` came about, from an empty board at the start of the age (you start, as
 * in every solo age but Easy's): your claims (each obeying its kingdom's decree) and the bot's
 * draws, in turns, with its bonus card when one matched; the bot's cards go where its rules send
 * them. tests/unit/animal-kingdoms/position.test.ts replays it with the engine and finds this board.
 */
export type SoloHistoryMove = { you: Card; kingdom: number } | { bot: Card; bonus?: Card };
export const SOLO_HISTORY: readonly SoloHistoryMove[] = [
	{ you: c('okapi', 2), kingdom: 1 },
	{ bot: c('panda', 3), bonus: c('panda', 8) }, // a 3 follows your last card (the 5-territory kingdom); the panda 8 bonus, the 8-territory one
	{ you: c('lizard', 2), kingdom: 4 },
	{ bot: c('tiger', 5) },
	{ you: c('tiger', 1), kingdom: 4 },
	{ bot: c('owl', 8), bonus: c('wolf', 8) },
	{ you: c('tiger', 4), kingdom: 4 },
	{ bot: c('bee', 6) },
	{ you: c('lizard', 6), kingdom: 4 },
	{ bot: c('okapi', 6) },
	{ you: c('frog', 6), kingdom: 3 }, // same value as the okapi 6, last card of the neighbouring 6-territory kingdom
];

export const soloInput = (): SoloInput => ({ positions: { main: base() }, start: 'main' });

export function soloExample(): { input: SoloInput; steps: GuidedStep<SoloEvent | null>[] } {
	return {
		input: soloInput(),
		steps: [
			{ event: null, narration: 'solo.step.start' },
			{ event: { type: 'BOT' }, narration: 'solo.step.value' },
			{ event: { type: 'CLAIM', card: 2, kingdom: 1 }, narration: 'solo.step.you1' },
			{ event: { type: 'BOT' }, narration: 'solo.step.lead' },
			{ event: { type: 'CLAIM', card: 0, kingdom: 0 }, narration: 'solo.step.you2' },
			{ event: { type: 'BOT' }, narration: 'solo.step.capital' },
			{ event: { type: 'CLAIM', card: 3, kingdom: 0 }, narration: 'solo.step.you3' },
			{ event: { type: 'BOT' }, narration: 'solo.step.bonus' },
			{ event: null, narration: 'solo.step.bonus2' },
		],
	};
}
