/**
 * The message keys this game's engine produces (rules, machines, guided examples): types only, no
 * prose. src/i18n/planet/messages.ts checks that each has a message in both languages, so a key
 * misspelt here, or in a `refuse(…)` / `narration:` that uses these types, fails `npm run check`.
 */
import type { Legality as SharedLegality, Refusal as SharedRefusal } from '../shared/types';

/** Why a move is refused (`refuse(key, rule, params)`). */
export type RefusalKey =
	| 'award.refuse.max'
	| 'award.refuse.min'
	| 'end.refuse.full'
	| 'end.refuse.lastRow'
	| 'end.refuse.number'
	| 'end.refuse.order'
	| 'end.refuse.overlap'
	| 'end.refuse.parcels'
	| 'planet.refuse.noFace'
	| 'planet.refuse.noTile'
	| 'planet.refuse.taken'
	| 'sheet.animalsTotal'
	| 'sheet.notCount';

/** What a guided step says (`GuidedStep.narration`). */
export type NarrationKey =
	| 'award.step.again'
	| 'award.step.fox'
	| 'award.step.judge'
	| 'award.step.show'
	| 'award.step.start'
	| 'end.step.animals'
	| 'end.step.beginners'
	| 'end.step.missed'
	| 'end.step.objective'
	| 'end.step.start'
	| 'end.step.total'
	| 'planet.step.end'
	| 'planet.step.focus'
	| 'planet.step.grow'
	| 'planet.step.place'
	| 'planet.step.rotate'
	| 'planet.step.select'
	| 'planet.step.start'
	| 'planet.step.taken'
	| 'regions.step.pick'
	| 'regions.step.start'
	| 'stacks.step.round'
	| 'stacks.step.setup';

export type Refusal = SharedRefusal<RefusalKey>;
export type Legality = SharedLegality<RefusalKey>;
