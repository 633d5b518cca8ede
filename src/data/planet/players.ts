import type { ExamplePlayers } from '../players';

/**
 * Planet's example players, by name (the engine's examples name planets after their owners): the
 * teaching table (Anna, Bruno, Chloé, David, Emma) and the rulebook's Matthieu and Céline.
 */
export const PLAYERS = {
	Anna: { name: 'Anna', gender: 'f' },
	Bruno: { name: 'Bruno', gender: 'm' },
	Chloé: { name: 'Chloé', gender: 'f' },
	David: { name: 'David', gender: 'm' },
	Emma: { name: 'Emma', gender: 'f' },
	Matthieu: { name: 'Matthieu', gender: 'm' },
	Céline: { name: 'Céline', gender: 'f' },
} as const satisfies ExamplePlayers;
