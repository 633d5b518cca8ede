/**
 * The message keys this game's engine produces (rules, machines, guided examples): types only, no
 * prose. src/i18n/animal-kingdoms/messages.ts checks that each has a message in both languages, so a key
 * misspelt here, or in a `refuse(…)` / `narration:` that uses these types, fails `npm run check`.
 */
import type { GuidedStep as SharedGuidedStep, Legality as SharedLegality, Refusal as SharedRefusal } from '../shared/types';

/** What a decree can refuse a card for (decrees.ts `checkDecree`): `decree.refused.<kind>`. */
export type DecreeRefusal =
	| 'odd'
	| 'even'
	| 'atLeast'
	| 'atMost'
	| 'geStrongest'
	| 'higher'
	| 'lower'
	| 'otherParity'
	| 'otherSpecies'
	| 'repeatSpecies'
	| 'repeatValue'
	| 'sameSpecies'
	| 'sameValue'
	| 'species';

/** Why a move is refused (`refuse(key, rule, params)`). */
export type RefusalKey =
	| `decree.refused.${DecreeRefusal}`
	| 'age.capitalNotYet'
	| 'age.council'
	| 'age.fullKingdom'
	| 'age.noCard'
	| 'age.noCubes'
	| 'age.notYourTurn'
	| 'age.over'
	| 'age.passed'
	| 'age.rallyAfterPass'
	| 'age.rallyCount'
	| 'battle.compareFirst'
	| 'battle.noToken'
	| 'battle.notFighting'
	| 'battle.over'
	| 'battle.ownCardOnly'
	| 'battle.pickCard'
	| 'battle.revealFirst'
	| 'decree.bad'
	| 'decree.tryFirst'
	| 'eoa.finishBattle'
	| 'eoa.notAllScored'
	| 'solo.notBotTurn';

/** What a guided step says (`GuidedStep.narration`). */
export type NarrationKey =
	| 'age.step.capital'
	| 'age.step.capitalNotYet'
	| 'age.step.claim'
	| 'age.step.claimNeighbours'
	| 'age.step.claimA'
	| 'age.step.claimB'
	| 'age.step.mustPass'
	| 'age.step.passA'
	| 'age.step.passB'
	| 'age.step.rally'
	| 'age.step.rallyRefused'
	| 'age.step.refusedDecree'
	| 'age.step.start'
	| 'bt.step.compare1'
	| 'bt.step.compare2'
	| 'bt.step.plusB'
	| 'bt.step.plusC'
	| 'bt.step.reveal1'
	| 'bt.step.reveal2'
	| 'bt.step.start'
	| 'dc.step.here'
	| 'dc.step.hereOk'
	| 'dc.step.ignored'
	| 'dc.step.neighbour1'
	| 'dc.step.neighbour2'
	| 'dc.step.ok'
	| 'dc.step.others'
	| 'dc.step.othersRefused'
	| 'dc.step.played'
	| 'dc.step.refused'
	| 'dc.step.simple'
	| 'dc.step.simpleRefused'
	| 'dc.step.start'
	| 'eoa.step.compare1'
	| 'eoa.step.compare2'
	| 'eoa.step.k0'
	| 'eoa.step.k1'
	| 'eoa.step.k2'
	| 'eoa.step.k3tie'
	| 'eoa.step.k4'
	| 'eoa.step.nextAge'
	| 'eoa.step.reveal1'
	| 'eoa.step.reveal2'
	| 'eoa.step.start'
	| 'eoa.step.treaty'
	| 'eoa.step.treatyK0'
	| 'eoa.step.treatyK1'
	| 'eoa.step.treatyK2'
	| 'eoa.step.treatyK3'
	| 'eoa.step.treatyK4'
	| 'solo.step.bonus'
	| 'solo.step.bonus2'
	| 'solo.step.capital'
	| 'solo.step.lead'
	| 'solo.step.start'
	| 'solo.step.value'
	| 'solo.step.you1'
	| 'solo.step.you2'
	| 'solo.step.you3';

export type Refusal = SharedRefusal<RefusalKey>;
export type Legality = SharedLegality<RefusalKey>;
export type GuidedStep<E> = SharedGuidedStep<E, NarrationKey>;
