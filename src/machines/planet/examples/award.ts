/**
 * The animal award's guided example. Rounds 5 to 7: three teaching planets (Anna, Bruno, Chloé),
 * covered face by face, and three animals named by the rulebook with their conditions (panda: most
 * forests; elephant: largest desert touching a mountain; reindeer: largest glacier touching no
 * desert). Round 12: the rulebook's example, Matthieu and Céline and the fox (largest forest
 * touching a glacier), then a "most regions" tie in the last round.
 */
import type { GuidedExample } from '../../shared/guided';
import type { Seat } from '../../shared/seats';
import type { NarrationKey } from '../keys';
import type { AnimalCard, AwardPlanet, awardMachine } from '../award.machine';
import { FACES } from '../core';
import type { Terrain } from '../regions';
import { ANNA, BRUNO, CELINE, CHLOE, MATTHIEU } from './planets';

/** A planet after `round` rounds: its first `round` faces covered (the teaching planets fill in face order). */
export function covered(seat: Seat, terrains: readonly Terrain[], round: number): AwardPlanet {
	return { seat, terrains: terrains.map((t, p) => (Math.floor(p / 5) < Math.min(round, FACES.length) ? t : null)) };
}

export const PANDA: AnimalCard = { animal: 'panda', condition: { type: 'most-regions', terrain: 'forest' } };
export const ELEPHANT: AnimalCard = { animal: 'elephant', condition: { type: 'largest-touching', terrain: 'desert', other: 'mountain' } };
export const REINDEER: AnimalCard = { animal: 'reindeer', condition: { type: 'largest-not-touching', terrain: 'glacier', other: 'desert' } };
/** The fox: its condition is inferred from the rulebook's last-round example (the card itself is not shown). */
export const FOX: AnimalCard = { animal: 'fox', condition: { type: 'largest-touching', terrain: 'forest', other: 'glacier' } };
/** A teaching card (the rulebook names no animal for it). */
export const TEACHING_GLACIERS: AnimalCard = { animal: 'teachingGlaciers', condition: { type: 'most-regions', terrain: 'glacier' } };

// Seats as in AWARD_CAST (cast.ts): Anna A, Bruno B, Chloé C, Matthieu D, Céline E.
const three = (round: number) => [covered('A', ANNA, round), covered('B', BRUNO, round), covered('C', CHLOE, round)];
const lastRound = () => [covered('D', MATTHIEU, 12), covered('E', CELINE, 12)];

/**
 * Every planet the try-it mode offers, as it stands after `round` rounds (one tile a round): the
 * three teaching planets and the rulebook pair (full in round 12, as in the rulebook's example).
 */
export const TRY_PLANETS = (round = 12): AwardPlanet[] => [
	covered('A', ANNA, round),
	covered('B', BRUNO, round),
	covered('C', CHLOE, round),
	covered('D', MATTHIEU, round),
	covered('E', CELINE, round),
];
export const TRY_CARDS: readonly AnimalCard[] = [PANDA, ELEPHANT, REINDEER, FOX, TEACHING_GLACIERS];

export function awardExample(): GuidedExample<typeof awardMachine, NarrationKey> {
	return {
		input: { planets: three(5), round: 5, card: PANDA },
		steps: [
			{ event: null, narration: 'award.step.start' },
			{ event: { type: 'JUDGE' }, narration: 'award.step.judge' },
			{ event: { type: 'SHOW', planets: three(6), round: 6, card: PANDA }, narration: 'award.step.again' },
			{ event: { type: 'JUDGE' }, narration: 'award.step.judge' },
			{ event: { type: 'SHOW', planets: three(7), round: 7, card: ELEPHANT }, narration: 'award.step.show' },
			{ event: { type: 'JUDGE' }, narration: 'award.step.judge' },
			{ event: { type: 'SHOW', planets: three(7), round: 7, card: REINDEER }, narration: 'award.step.show' },
			{ event: { type: 'JUDGE' }, narration: 'award.step.judge' },
			{ event: { type: 'SHOW', planets: lastRound(), round: 12, card: FOX }, narration: 'award.step.fox' },
			{ event: { type: 'JUDGE' }, narration: 'award.step.judge' },
			{ event: { type: 'SHOW', planets: lastRound(), round: 12, card: TEACHING_GLACIERS }, narration: 'award.step.show' },
			{ event: { type: 'JUDGE' }, narration: 'award.step.judge' },
		],
	};
}
