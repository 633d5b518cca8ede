/** The types of Planet's self-check (ready.ts): its message keys, its positions and what they show. */
import type { ReadyQuestion } from '../shared/ready';
import type { Seat } from '../shared/seats';
import type { PlanetPosition } from './position';
import type { AnimalCondition, Terrain } from './regions';
import type { RegionView } from './summary';

/** The message keys a Planet question uses (src/i18n/planet/ready.ts). */
export type ReadyKey =
	| 'rd.n'
	| 'rd.player'
	| 'rd.nobody'
	| 'rd.shared'
	| 'rd.points'
	| 'rd.regions.prompt'
	| 'rd.regions.why'
	| 'rd.regions.rule'
	| 'rd.award.prompt'
	| 'rd.award.score'
	| 'rd.award.best'
	| 'rd.award.tie'
	| 'rd.award.nobody'
	| 'rd.award.box'
	| 'rd.award.breaker'
	| 'rd.reading.prompt'
	| 'rd.reading.why'
	| 'rd.regions.other'
	| 'rd.award.other.player'
	| 'rd.award.other.next'
	| 'rd.award.other.box'
	| 'rd.animals.prompt'
	| 'rd.animals.why'
	| 'rd.animals.beginners'
	| 'rd.winner.prompt'
	| 'rd.winner.points'
	| 'rd.winner.cards'
	| 'rd.winner.shared'
	| 'rd.column.prompt'
	| 'rd.column.next'
	| 'rd.column.box'
	| 'rd.column.stays'
	| 'rd.column.why'
	| 'rd.column.whyBox'
	| 'rd.first.prompt'
	| 'rd.first.why';

/** A table row of the end (given numbers): a player's total and animal cards. */
export interface EndRow {
	seat: Seat;
	total: number;
	cards: number;
}

/** What a question shows beside its position. */
export type PlView =
	/** `regions`: the asked terrain's regions, largest first (numbered on the net after Check). */
	| { kind: 'planet'; seat: Seat; terrains: readonly (Terrain | null)[]; terrain: Terrain; regions: RegionView[] }
	| { kind: 'award'; card: AnimalCondition; round: number; regions: { seat: Seat; regions: { size: number; touches: boolean }[] }[] }
	| { kind: 'animals'; seat: Seat; objective: Terrain | null; animals: readonly Terrain[] }
	| { kind: 'totals'; rows: readonly EndRow[] }
	| { kind: 'seats'; seats: readonly Seat[]; round: number };

export interface PlReadyPosition extends PlanetPosition {
	view: PlView;
}

export type PlQuestion = ReadyQuestion<PlReadyPosition, ReadyKey>;
