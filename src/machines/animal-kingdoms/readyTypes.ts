/** The types of Animal Kingdoms' self-check (ready.ts): its message keys, its positions and what they show. */
import type { ReadyQuestion } from '../shared/ready';
import type { PerSeat, Seat } from '../shared/seats';
import type { Decree } from './decrees';
import type { Position } from './position';
import type { BotKingdomView } from './scoring';
import type { Card } from './types';

/** The message keys an Animal Kingdoms question uses (src/i18n/animal-kingdoms/ready.ts and the engine's own). */
export type ReadyKey =
	| 'rd.player'
	| 'rd.n'
	| 'rd.points'
	| 'rd.card'
	| 'rd.kingdom'
	| 'rd.yes'
	| 'rd.no'
	| 'rd.battle.prompt'
	| 'rd.battle.again'
	| 'rd.battle.card'
	| 'rd.battle.one'
	| 'rd.battle.wins'
	| 'rd.battle.tie'
	| 'rd.score.prompt'
	| 'rd.score.cubes'
	| 'rd.score.majority'
	| 'rd.score.battle'
	| 'rd.score.perfect'
	| 'rd.score.places'
	| 'rd.solo.prompt'
	| 'rd.solo.designated'
	| 'rd.solo.skip'
	| 'rd.solo.plays'
	| 'rd.decree.prompt'
	| 'rd.decree.ok'
	| 'rd.decree.ignored'
	| 'rd.decree.no'
	| 'rd.decree.why.odd'
	| 'rd.decree.why.even'
	| 'rd.decree.why.atMost'
	| 'rd.decree.why.atLeast'
	| 'rd.decree.why.higher'
	| 'rd.decree.why.lower'
	| 'rd.decree.why.geStrongest'
	| 'rd.withReading'
	| 'rd.reading.reinforced-one'
	| 'rd.reading.reinforced-one.why'
	| 'rd.reading.decree-one-neighbour'
	| 'rd.reading.decree-one-neighbour.why'
	| 'rd.reading.perfect-tie-places'
	| 'rd.reading.perfect-tie-places.why';

/** What a question shows beside its position. */
export type AkView =
	| { kind: 'battle'; cards: PerSeat<{ card: Card; tokens: number }> }
	| { kind: 'kingdom'; kingdom: number; tile: number; cubes: PerSeat<number>; capital: Seat | null; tieWinners?: Seat[]; asked: Seat }
	| { kind: 'solo'; card: number; last: number; views: BotKingdomView[] }
	| { kind: 'decree'; decree: Decree; kingdom: number; columns: Card[][]; hand: Card[] };

export interface AkReadyPosition extends Position {
	view: AkView;
}

export type AkQuestion = ReadyQuestion<AkReadyPosition, ReadyKey>;
