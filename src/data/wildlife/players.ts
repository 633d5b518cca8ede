import type { ExamplePlayers } from '../players';

/** WildLife's example players, by seat letter (A starts): first names whose initials are their token letters. */
export const PLAYERS = {
	A: { name: 'Anna', gender: 'f' },
	B: { name: 'Bruno', gender: 'm' },
	C: { name: 'Chloé', gender: 'f' },
	D: { name: 'David', gender: 'm' },
	E: { name: 'Emma', gender: 'f' },
	F: { name: 'Félix', gender: 'm' },
} as const satisfies ExamplePlayers;
