/**
 * Types-only checks of the message layer, run by `npm run check` (tsc), never executed: each
 * `@ts-expect-error` line must fail to compile, so if typed keys ever stop catching a misspelt key,
 * this file fails the check ("Unused '@ts-expect-error' directive").
 */
import type { ReadySlug } from '../../src/games';
import type { GameT, MessagesSlug, WidgetT } from '../../src/i18n/messages';
import type { KeysExist } from '../../src/i18n/source';
import type { PARTS } from '../../src/i18n/wildlife/messages';
import type { Legality } from '../../src/machines/wildlife/keys';
import { refuse } from '../../src/machines/shared/types';
import type { Terrain } from '../../src/machines/wildlife/types';

declare const t: GameT<'wildlife'>;
declare const tc: WidgetT;
declare const terrain: Terrain;
const RULE = { page: 'setup', anchor: 'seeding' };

export const checks = [
	t('setup.title'),
	// @ts-expect-error a misspelt key
	t('setup.titel'),
	// A family whose members all exist type-checks…
	t(`terrain.${terrain}`),
	// @ts-expect-error …and fails when one member has no message.
	t(`terrain.${terrain as Terrain | 'lava'}`),
	// @ts-expect-error another game's key
	t('decree.refused.species'),
	t.noun('player.A'),
	// @ts-expect-error no player G in WildLife's data
	t.noun('player.G'),
	tc('shell.next'),
	// @ts-expect-error the shared translator has only shared keys
	tc('setup.title'),
];

/** An engine's refusal: a literal key checked against its game's RefusalKey. */
export function seedOk(full: boolean): Legality {
	return full ? refuse('seed.smallAreaLimit', RULE) : { ok: true };
}
export function seedMisspelt(full: boolean): Legality {
	// @ts-expect-error a refusal key the engine does not declare
	return full ? refuse('seed.smallAreaLimt', RULE) : { ok: true };
}

/** What each game's messages.ts asserts of its engine keys: a key without a message is a type error. */
export const engineKeysExist: KeysExist<typeof PARTS, 'setup.title'> = true;
// @ts-expect-error a key the messages lack
export const engineKeyMissing: KeysExist<typeof PARTS, 'setup.titel'> = true;

/** Every ready game of the registry has registered its messages' type (src/i18n/<game>/messages.ts). */
export const everyGameTyped: [Exclude<ReadySlug, MessagesSlug>] extends [never] ? true : false = true;
