/**
 * Animal Kingdoms's messages: its part files, in order (docs/messages.md). Nothing else of the game's
 * messages lives outside its part files: the registry (src/games.ts `messages`) points here, the
 * shared layer (src/i18n/messages.ts) compiles and embeds them, and widgets get `t` typed by
 * these keys from `useMessages('animal-kingdoms', lang)`.
 */
import { PLAYERS } from '../../data/animal-kingdoms/players';
import type { NarrationKey, RefusalKey } from '../../machines/animal-kingdoms/keys';
import type { ReadyKey } from '../../machines/animal-kingdoms/ready';
import type { GameT } from '../messages';
import { type KeysExist, playerNouns } from '../source';
import { BASE } from './base';
import { AGE } from './age';
import { BATTLE } from './battle';
import { DECREES } from './decrees';
import { END_OF_AGE } from './endOfAge';
import { PICTURES } from './pictures';
import { READY_AK } from './ready';
import { SOLO } from './solo';
import { SHEET_AK } from './sheet';

export const PARTS = [playerNouns(PLAYERS), BASE, END_OF_AGE, BATTLE, DECREES, AGE, SOLO, PICTURES, READY_AK, SHEET_AK] as const;

declare module '../messages' {
	interface GameMessages {
		'animal-kingdoms': typeof PARTS;
	}
}

/** The game's translator type, for helpers that take `t`. */
export type T = GameT<'animal-kingdoms'>;

/** Every key the engine produces has a message: a missing one fails `npm run check`, named in the error. */
export const ENGINE_KEYS_EXIST: KeysExist<typeof PARTS, RefusalKey | NarrationKey | ReadyKey> = true;
