import type { ExamplePlayers } from '../players';

/** Caldera Park's example players, by seat letter: the rulebook's Mia, Lin (women) and Sam (a man), and Zoé for a fourth park. */
export const PLAYERS = {
	A: { name: 'Mia', gender: 'f' },
	B: { name: 'Lin', gender: 'f' },
	C: { name: 'Sam', gender: 'm' },
	D: { name: 'Zoé', gender: 'f' },
} as const satisfies ExamplePlayers;

/** The seats, in order. */
export const PLAYER_IDS = Object.keys(PLAYERS) as (keyof typeof PLAYERS)[];
