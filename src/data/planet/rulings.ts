/**
 * Planet rulings as data (filled in by the pages lane): the questions players ask mid-game,
 * answered in both languages, with the rulebook section each rests on. Planet has one rulebook
 * in our sources (the French one, seed 003); where the text leaves a point open, the answer says
 * which reading the site follows and what the other reading is.
 */
import type { GameRulings, Ruling as GenericRuling } from '../rulings';

export const PLANET_RULING_TOPICS = ['setup', 'round', 'regions', 'animals', 'end'] as const;
export type PlanetRulingTopic = (typeof PLANET_RULING_TOPICS)[number];
export type PlanetBook = 'fr';
export type PlanetRuling = GenericRuling<PlanetRulingTopic, PlanetBook>;

const TOPIC_LABELS: Record<PlanetRulingTopic, { fr: string; en: string }> = {
	setup: { fr: 'Mise en place', en: 'Setup' },
	round: { fr: 'Tour de jeu', en: 'The round' },
	regions: { fr: 'Régions et conditions', en: 'Regions and conditions' },
	animals: { fr: 'Attribuer les animaux', en: 'Awarding animals' },
	end: { fr: 'Fin de partie et variantes', en: 'Game end and variants' },
};

export const PLANET_RULINGS: PlanetRuling[] = [];

export const PLANET_RULINGS_SET: GameRulings<PlanetRulingTopic, PlanetBook> = {
	game: 'planet',
	topics: PLANET_RULING_TOPICS.map((id) => ({ id, label: TOPIC_LABELS[id] })),
	books: [{ id: 'fr', name: { fr: 'Règle française', en: 'French rulebook' } }],
	rulings: PLANET_RULINGS,
};
