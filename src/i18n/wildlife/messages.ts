/**
 * WildLife's messages: its part files, in order (docs/messages.md). Nothing else of the game's
 * messages lives outside its part files: the registry (src/games.ts `messages`) points here, the
 * shared layer (src/i18n/messages.ts) compiles and embeds them, and widgets get `t` typed by
 * these keys from `useMessages('wildlife', lang)`.
 */
import { PLAYERS } from '../../data/wildlife/players';
import type { NarrationKey, RefusalKey } from '../../machines/wildlife/keys';
import type { ReadyKey } from '../../machines/wildlife/ready';
import type { GameT } from '../messages';
import { type KeysExist, playerNouns } from '../source';
import { ACTIONS } from './actions';
import { AUCTION } from './auction';
import { BASE } from './base';
import { CARDS } from './cards';
import { READY_WL } from './ready';
import { SCORING } from './scoring';
import { SETUP } from './setup';
import { SHEET_WL } from './sheet';
import { TURN } from './turn';

export const PARTS = [playerNouns(PLAYERS), BASE, SETUP, AUCTION, CARDS, SCORING, ACTIONS, TURN, READY_WL, SHEET_WL] as const;

declare module '../messages' {
	interface GameMessages {
		wildlife: typeof PARTS;
	}
}

/** The game's translator type, for helpers that take `t`. */
export type T = GameT<'wildlife'>;

/** Every key the engine produces has a message: a missing one fails `npm run check`, named in the error. */
export const ENGINE_KEYS_EXIST: KeysExist<typeof PARTS, RefusalKey | NarrationKey | ReadyKey> = true;
