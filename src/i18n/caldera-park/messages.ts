/**
 * Caldera Park's messages: its part files, in order (docs/messages.md). Nothing else of the game's
 * messages lives outside its part files: the registry (src/games.ts `messages`) points here, the
 * shared layer (src/i18n/messages.ts) compiles and embeds them, and widgets get `t` typed by
 * these keys from `useMessages('caldera-park', lang)`.
 */
import { PLAYERS } from '../../data/caldera-park/players';
import type { NarrationKey, RefusalKey } from '../../machines/caldera-park/keys';
import type { ReadyKey } from '../../machines/caldera-park/ready';
import type { GameT } from '../messages';
import { type KeysExist, playerNouns } from '../source';
import { BASE } from './base';
import { READY_CP } from './ready';
import { SCORING } from './scoring';
import { SETUP } from './setup';
import { SHEET_CP } from './sheet';
import { TURN } from './turn';

export const PARTS = [playerNouns(PLAYERS), BASE, TURN, SCORING, SETUP, READY_CP, SHEET_CP] as const;

declare module '../messages' {
	interface GameMessages {
		'caldera-park': typeof PARTS;
	}
}

/** The game's translator type, for helpers that take `t`. */
export type T = GameT<'caldera-park'>;

/** Every key the engine produces has a message: a missing one fails `npm run check`, named in the error. */
export const ENGINE_KEYS_EXIST: KeysExist<typeof PARTS, RefusalKey | NarrationKey | ReadyKey> = true;
