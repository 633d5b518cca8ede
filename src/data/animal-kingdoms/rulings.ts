/**
 * Animal Kingdoms / Les Royaumes Sauvages rulings as data: the questions players ask mid-game,
 * answered in both languages, with the rulebook section each rests on. The types are shared by
 * every game (`src/data/rulings.ts`); `Rulings.astro` renders them.
 *
 * There is one rulebook (the French one, Lucky Duck Games; seed 004 in /work/shared/seeds). Where it
 * is silent or open to two readings, the answer says so in its own paragraphs: the reading the site
 * follows (and its widgets use), then the other reading. All text is the site's own wording.
 */
import type { GameRulings, Ruling as GenericRuling } from '../rulings';

export const RULING_TOPICS = ['setup', 'turn', 'decrees', 'scoring', 'battles', 'end', 'solo'] as const;
export type RulingTopic = (typeof RULING_TOPICS)[number];

/** The only rulebook: the French text (seed 004). */
export type AnimalKingdomsBook = 'fr';

export type Ruling = GenericRuling<RulingTopic, AnimalKingdomsBook>;

const TOPIC_LABELS: Record<RulingTopic, { fr: string; en: string }> = {
	setup: { fr: 'Mise en place', en: 'Setup' },
	turn: { fr: 'Tour de jeu', en: 'Turn' },
	decrees: { fr: 'Décrets', en: 'Decrees' },
	scoring: { fr: 'Fin d’âge', en: 'End of an age' },
	battles: { fr: 'Batailles', en: 'Battles' },
	end: { fr: 'Fin de partie et variante', en: 'Game end and variant' },
	solo: { fr: 'Mode solo', en: 'Solo mode' },
};

export const ANIMAL_KINGDOMS_RULINGS: Ruling[] = [];

/** Rulings of one topic, in the order of ANIMAL_KINGDOMS_RULINGS. */
export function rulingsByTopic(topic: RulingTopic, rulings: readonly Ruling[] = ANIMAL_KINGDOMS_RULINGS): Ruling[] {
	return rulings.filter((r) => r.topic === topic);
}

/** What the shared rulings component needs: topics, the rulebook, the rulings. */
export const ANIMAL_KINGDOMS_RULINGS_SET: GameRulings<RulingTopic, AnimalKingdomsBook> = {
	game: 'animal-kingdoms',
	topics: RULING_TOPICS.map((id) => ({ id, label: TOPIC_LABELS[id] })),
	books: [{ id: 'fr', name: { fr: 'Règle française', en: 'French rulebook' } }],
	rulings: ANIMAL_KINGDOMS_RULINGS,
};
