import type { PlayerCount, Side } from '../../machines/caldera-park/setup';

/** The key of one set-up variant in the widget's frames. */
export const setupKey = (n: PlayerCount, side: Side): string => `${n}-${side}`;
