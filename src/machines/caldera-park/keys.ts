/**
 * The message keys this game's engine produces (rules, machines, guided examples): types only, no
 * prose. src/i18n/caldera-park/messages.ts checks that each has a message in both languages, so a key
 * misspelt here, or in a `refuse(…)` / `narration:` that uses these types, fails `npm run check`.
 */
import type { Category } from './final';
import type { GuidedStep as SharedGuidedStep, Legality as SharedLegality, Refusal as SharedRefusal } from '../shared/types';

/** Why a move is refused (`refuse(key, rule, params)`). */
export type RefusalKey =
	| 'refuse.announceFirst'
	| 'refuse.forbidden'
	| 'refuse.forecastFirst'
	| 'refuse.middleFirst'
	| 'refuse.mustMatch'
	| 'refuse.noTile'
	| 'refuse.notNextWeather'
	| 'refuse.notWeatherSpace'
	| 'refuse.occupied'
	| 'refuse.offPark'
	| 'refuse.rightmostWater'
	| 'refuse.selectFirst'
	| 'refuse.slotTaken'
	| 'refuse.soloTop'
	| 'refuse.tokenUsed'
	| 'refuse.waterRightmost'
	| 'refuse.weatherUnavailable'
	| 'refuse.wrongTerrain'
	| 'solo.invalid'
	// the score sheet (sheet.ts): impossible counts
	| 'sheet.notCount'
	| 'sheet.tooManyVisible'
	| 'sheet.tooManyTiles'
	| 'sheet.noFamily';

/** What a guided step says (`GuidedStep.narration`). */
export type NarrationKey =
	| `setup.step.${'start' | 'first'}${'' | 'Geysers'}${'' | 'Solo'}`
	| `final.step.${Category}`
	| 'families.step.flip'
	| 'families.step.start'
	| 'families.step.sun'
	| 'families.step.water'
	| 'final.step.start'
	| 'final.step.ties'
	| 'setup.step.board'
	| 'setup.step.boardSolo'
	| 'setup.step.deal'
	| 'setup.step.dealSolo'
	| 'setup.step.marmot'
	| 'setup.step.marmotSolo'
	| 'setup.step.weather'
	| 'turn.step.announce'
	| 'turn.step.linPlace'
	| 'turn.step.linSelect'
	| 'turn.step.linVolcano'
	| 'turn.step.miaPlace'
	| 'turn.step.miaSelect'
	| 'turn.step.refill'
	| 'turn.step.samPlace'
	| 'turn.step.samRefused'
	| 'turn.step.samSelect'
	| 'turn.step.start'
	| 'weather.step.start'
	| 'weather.step.token';

export type Refusal = SharedRefusal<RefusalKey>;
export type Legality = SharedLegality<RefusalKey>;
export type GuidedStep<E> = SharedGuidedStep<E, NarrationKey>;
