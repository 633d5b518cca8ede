/**
 * Types-only proof that message PARAMETERS are typed (issue 27), run by `npm run check` (tsc),
 * never executed: each `@ts-expect-error` line must fail to compile, so if typed parameters ever
 * stop catching a missing, misspelt or extra parameter, or text where a number goes, this file
 * fails the check ("Unused '@ts-expect-error' directive"). The params come from the messages' ICU
 * sources (src/i18n/generated/params.ts, written by scripts/message-types.mjs).
 */
import type { Noun } from '../../src/i18n/format';
import type { GameT, WidgetT } from '../../src/i18n/messages';
import type { ReadyKey as PlanetReadyKey } from '../../src/machines/planet/ready';
import type { MsgRef } from '../../src/machines/shared/ready';
import { refuse } from '../../src/machines/shared/types';
import type { Legality } from '../../src/machines/wildlife/keys';

declare const t: GameT<'wildlife'>;
declare const tp: GameT<'planet'>;
declare const tc: WidgetT;
declare const anna: Noun;
declare const area: Noun;

export const widgetCalls = [
	// A message without params takes none…
	t('setup.title'),
	// @ts-expect-error …and refuses any.
	t('setup.title', { n: 1 }),
	// All of a message's params, right names, right kinds: fine.
	t('small.try.notFull', { player: anna, area, free: 2 }),
	// @ts-expect-error a missing param (`free`)
	t('small.try.notFull', { player: anna, area }),
	// @ts-expect-error a misspelt param (`fre`)
	t('small.try.notFull', { player: anna, area, fre: 2 }),
	// @ts-expect-error an extra param the message never reads
	t('small.try.notFull', { player: anna, area, free: 2, points: 3 }),
	// @ts-expect-error text where a plural's number goes (« NaN points de nourriture »)
	t('small.try.notFull', { player: anna, area, free: '−5' }),
	// @ts-expect-error a plain string where the message reads the noun's forms ({area_of}…)
	t('small.try.notFull', { player: anna, area: 'forest', free: 2 }),
	// @ts-expect-error params left out altogether
	t('small.try.notFull'),
	// A union of keys takes the params of all of them.
	t(Math.random() > 0.5 ? 'small.step.again' : 'small.try.noMarker', { player: anna, area }),
	// @ts-expect-error …and misses one if any member reads it.
	t(Math.random() > 0.5 ? 'small.try.notFull' : 'small.try.noMarker', { player: anna, area }),
	// The shared widget messages are typed the same way.
	tc('shell.next'),
	// @ts-expect-error the shared messages' params too
	tc('shell.next', { step: 1 }),
];

/** The self-check's references (Planet's award reason shipped « fait NaN parcelles »: `score` where the message reads `value`). */
export const refs: MsgRef<PlanetReadyKey, 'planet'>[] = [
	{ key: 'rd.award.score', params: { player: { noun: 'player.A' }, kind: 'most', value: 3 } },
	// @ts-expect-error the shipped bug: `score` instead of `value`
	{ key: 'rd.award.score', params: { player: { noun: 'player.A' }, kind: 'most', score: 3 } },
	// @ts-expect-error text where the plural's number goes
	{ key: 'rd.award.score', params: { player: { noun: 'player.A' }, kind: 'most', value: '3' } },
	// @ts-expect-error a missing param
	{ key: 'rd.award.score', params: { player: { noun: 'player.A' }, value: 3 } },
];
export const plainLabel = tp('rd.nobody');

/** An engine's refusal: its params keep the message's kinds (a number stays a number). */
export function fitsLimit(n: number): Legality {
	return n > 2 ? refuse('ability.limitReached', { page: 'cards', anchor: 'adaptations' }, { limit: 2 }) : { ok: true };
}
export function limitAsText(n: number): Legality {
	// @ts-expect-error `limit` is a plural's number in the message
	return n > 2 ? refuse('ability.limitReached', { page: 'cards', anchor: 'adaptations' }, { limit: 'two' }) : { ok: true };
}
