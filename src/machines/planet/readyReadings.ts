/**
 * Planet's self-check under each of the site's readings (review rules-planet N2): which reading,
 * if any, decides an answer. Pure: the engine's judge (regions.ts) run under every combination.
 */
import type { Seat } from '../shared/seats';
import { type Contact, graphFromTerrains } from './planet';
import { type AnimalCondition, DEFAULT_READINGS, judgeAnimal, type Readings, type Terrain } from './regions';

/** The site's readings (src/data/planet/readings.ts) that can change a self-check answer; each id is its ruling's. */
export type PlReadingId = 'largest-touching-reading' | 'last-round-second-region' | 'touching-edge';
export const PL_READINGS: readonly PlReadingId[] = ['largest-touching-reading', 'last-round-second-region', 'touching-edge'];

/** A reading the self-check grades by: its id, and the answer under the other reading. */
export interface AwardReading {
	id: PlReadingId;
	/** the answer under the other reading: a seat, or 'nobody' */
	other: Seat | 'nobody';
}

/** One combination of the readings: the ids listed take the other reading, the rest ours. */
export function underReadings(others: readonly PlReadingId[]): { readings: Readings; contact: Contact } {
	return {
		readings: {
			touching: others.includes('largest-touching-reading') ? 'largest-only' : DEFAULT_READINGS.touching,
			tieBreak: others.includes('last-round-second-region') ? 'existence' : DEFAULT_READINGS.tieBreak,
		},
		contact: others.includes('touching-edge') ? 'point' : 'side',
	};
}

/**
 * Which reading decides an answer (review rules-planet N2), given the answer under any combination
 * of the other readings: null when every combination gives ours; a reading when it alone decides
 * (flipping it gives one other answer, and the rest never matter, on either side); 'several'
 * otherwise (such a question is not drawn).
 */
export function decidingReading<A>(
	answer: (others: readonly PlReadingId[]) => A,
	readings: readonly PlReadingId[] = PL_READINGS,
): { id: PlReadingId; other: A } | null | 'several' {
	// Every subset of the readings, ours (none flipped) first.
	const combos: PlReadingId[][] = [[]];
	for (const id of readings) for (const c of [...combos]) combos.push([...c, id]);
	const results = combos.map((c) => ({ c, a: answer(c) }));
	const ours = results[0]!.a;
	if (results.every((x) => x.a === ours)) return null;
	for (const id of readings) {
		const other = answer([id]);
		if (other === ours) continue;
		if (results.every((x) => x.a === (x.c.includes(id) ? other : ours))) return { id, other };
	}
	return 'several';
}

/** Which reading decides this award (null, a reading and who would take the card under the other, or 'several'). */
export function awardReading(
	card: AnimalCondition,
	planets: readonly (readonly (Terrain | null)[])[],
	lastRound: boolean,
	seated: readonly Seat[],
): AwardReading | null | 'several' {
	const graphs = { side: planets.map((t) => graphFromTerrains(t, 'side')), point: planets.map((t) => graphFromTerrains(t, 'point')) };
	return decidingReading((others) => {
		const { readings, contact } = underReadings(others);
		const won = judgeAnimal(card, graphs[contact], lastRound, readings).winner;
		return won === null ? 'nobody' : seated[won]!;
	});
}
