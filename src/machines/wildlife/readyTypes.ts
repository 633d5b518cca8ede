/** A WildLife self-check's types: the message keys its questions use and what a question shows (ready.ts draws them). */
import type { ReadyQuestion } from '../shared/ready';
import type { RefusalKey } from './keys';
import type { Position } from './position';

import type { PerSeat, Seat } from '../shared/seats';

/** The message keys a WildLife question uses (src/i18n/wildlife/ready.ts and the engine's own). */
export type ReadyKey =
	| RefusalKey
	| 'rd.cell'
	| 'rd.about'
	| 'rd.human'
	| 'rd.star'
	| 'rd.areaCaption'
	| 'rd.pieces'
	| 'rd.herdSizes'
	| 'rd.noHerd'
	| 'rd.seller'
	| 'rd.buyer'
	| 'rd.points'
	| 'rd.spaces'
	| 'rd.migrate.prompt'
	| 'rd.migrate.ok'
	| 'rd.attack.prompt'
	| 'rd.attack.ok'
	| 'rd.area.prompt'
	| 'rd.area.total'
	| 'rd.herds.prompt'
	| 'rd.herds.total'
	| 'rd.short.prompt'
	| 'rd.short.why'
	| 'rd.short.covered'
	| 'rd.first.prompt'
	| 'rd.first.why'
	| 'rd.first.choice'
	| 'rd.swapped'
	| 'rd.withReading'
	| 'rd.reading.migration-path'
	| 'rd.reading.migration-path.why'
	| 'rd.reading.tie-drop-rank'
	| 'terrain.in'
	| 'sc.area.monopoly'
	| 'sc.area.monopolyFull'
	| 'sc.area.rank'
	| 'sc.area.beyond'
	| 'sc.area.tie'
	| 'sc.herd.rank'
	| 'sc.herd.own'
	| 'sc.herd.tie'
	| 'sc.herd.beyond'
	| 'sc.herd.rest'
	| 'sc.rankReading';

/** What a question shows: a position the rules check, plus what the board marks. */
export interface WlReadyPosition extends Position {
	/** The piece that moves (migration) or nothing. */
	from?: string;
	/** The cells the learner chooses among (board questions). */
	candidates?: readonly string[];
	/** The numbers a non-board question is about. */
	view?:
		| { kind: 'area'; spaces: number; size: 'small' | 'large'; counts: PerSeat<number> }
		| { kind: 'herds'; herds: PerSeat<number[]> }
		| { kind: 'auction'; seller: Seat; buyer?: Seat; price?: number; food?: number };
}

export type WlQuestion = ReadyQuestion<WlReadyPosition, ReadyKey>;
