/**
 * Planet's messages: its part files, in order (docs/messages.md). Nothing else of the game's
 * messages lives outside its part files: the registry (src/games.ts `messages`) points here, the
 * shared layer (src/i18n/messages.ts) compiles and embeds them, and widgets get `t` typed by
 * these keys from `useMessages('planet', lang)`.
 */
import { PLAYERS } from '../../data/planet/players';
import type { NarrationKey, RefusalKey } from '../../machines/planet/keys';
import type { ReadyKey } from '../../machines/planet/ready';
import type { GameT } from '../messages';
import { type KeysExist, playerNouns } from '../source';
import { AWARD } from './award';
import { BASE } from './base';
import { END } from './end';
import { PICTURES } from './pictures';
import { PLANET } from './planet';
import { READY_PL } from './ready';
import { SHEET_PL } from './sheet';
import { STACKS } from './stacks';

export const PARTS = [playerNouns(PLAYERS), BASE, PLANET, AWARD, STACKS, END, PICTURES, READY_PL, SHEET_PL] as const;

declare module '../messages' {
	interface GameMessages {
		planet: typeof PARTS;
	}
}

/** The game's translator type, for helpers that take `t`. */
export type T = GameT<'planet'>;

/** Every key the engine produces has a message: a missing one fails `npm run check`, named in the error. */
export const ENGINE_KEYS_EXIST: KeysExist<typeof PARTS, RefusalKey | NarrationKey | ReadyKey> = true;
