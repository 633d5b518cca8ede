/**
 * The cards widget's fixed data (machine: cards.machine.ts; example: examples/cards.ts; widget:
 * CardsWidget), apart from the machine so the guided part of the widget can read it without XState.
 */
import type { Terrain } from './types';

/** The explorer's entries; each is also the heading id of its section on the cards page. */
export const CARD_TOPICS = [
	'terrain-cards',
	'wheel',
	'arrow',
	'joker',
	'epidemic',
	'famine',
	'food-source',
	'ability-food',
	'ability-intelligence',
	'ability-mobility',
	'ability-defense',
	'ability-aggression',
] as const;
export type CardTopic = (typeof CARD_TOPICS)[number];

/** What the explorer's demos use: Player A raises this terrain with a wheel. */
export const DEMO_TERRAIN: Terrain = 'water';
