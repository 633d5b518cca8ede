import type { ExamplePlayers } from '../players';

/** Animal Kingdoms' example players, by seat letter: the rulebook's Abdel, Stéphanie, Carla and Nicolas, Emma for a fifth seat, and the solo bot. */
export const PLAYERS = {
	A: { name: 'Abdel', gender: 'm' },
	B: { name: 'Stéphanie', gender: 'f' },
	C: { name: 'Carla', gender: 'f' },
	D: { name: 'Nicolas', gender: 'm' },
	E: { name: 'Emma', gender: 'f' },
	bot: { name: { fr: 'l’adversaire fictif', en: 'the bot' }, gender: { fr: 'm', en: 'n' }, article: true },
} as const satisfies ExamplePlayers;

/** The seats, in order. */
export const PLAYER_IDS = Object.keys(PLAYERS) as (keyof typeof PLAYERS)[];
