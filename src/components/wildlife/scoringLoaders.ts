import type { TryLoader } from '../shared/LazyTry';
import type { SmallScoringTryProps } from './SmallScoringTry';
import type { TiesTryProps } from './TiesTry';

/**
 * The scoring page's try-it modes (they run the machine), each loaded when the reader switches to it.
 * One module for both islands: their preload lists share one small chunk.
 */
export const loadSmallScoringTry: TryLoader<SmallScoringTryProps> = () => import('./SmallScoringTry').then((m) => m.SmallScoringTry);
export const loadTiesTry: TryLoader<TiesTryProps> = () => import('./TiesTry').then((m) => m.TiesTry);
