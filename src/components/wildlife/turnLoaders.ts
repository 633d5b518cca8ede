import type { TryLoader } from '../shared/LazyTry';
import type { ActionsTryProps } from './ActionsTry';
import type { TurnTryProps } from './TurnTry';

/**
 * The turn page's try-it modes (they run the machine), each loaded when the reader switches to it.
 * One module for both islands: their preload lists share one small chunk.
 */
export const loadActionsTry: TryLoader<ActionsTryProps> = () => import('./ActionsTry').then((m) => m.ActionsTry);
export const loadTurnTry: TryLoader<TurnTryProps> = () => import('./TurnTry').then((m) => m.TurnTry);
