/**
 * Rulings for any game: the shape of the data a game provides (`src/data/<game>/rulings.ts`) and
 * that `src/components/shared/Rulings.astro` renders. Nothing here names a game.
 *
 * A game declares its topics (ids in a fixed order, labelled per language) and its rulebooks
 * (a short id per book, named per language as a reader would cite it: « Règle française »,
 * "French rulebook"). Each ruling cites sections of those books by the heading printed in them.
 */

export type RulingLang = 'fr' | 'en';
export type Localized = Record<RulingLang, string>;

/** One passage a ruling rests on. */
export type RulingSource<Book extends string = string> = {
	/** Which rulebook (an id of the game's `books`). */
	book: Book;
	/** The rulebook's section heading as printed (capitals normalised). */
	section: string;
	/**
	 * For maintainers only, never shown: line range in the rulebook's text file under
	 * /work/shared/seeds, e.g. "L220" or "L220-222, L230".
	 */
	line?: string;
};

/**
 * Where the rulebooks disagree: what each book says (described in each site language), which
 * reading the site follows, and why. One entry per book of the game, in the game's book order.
 */
export type RulingDiffers<Book extends string = string> = {
	says: Record<Book, Localized>;
	follow: Localized;
	why: Localized;
};

/** A chapter (slug) and heading id where the rule itself is taught. */
export type RulingLink = { page: string; anchor: string };

export type Ruling<Topic extends string = string, Book extends string = string> = {
	/** Slug-like id, the same in both languages: `/fr/<game>/rulings/#<id>`. */
	id: string;
	topic: Topic;
	question: Localized;
	answer: Localized;
	sources: RulingSource<Book>[];
	differs?: RulingDiffers<Book>;
	seeAlso: RulingLink[];
};

/** Everything a game provides for its rulings page. */
export type GameRulings<Topic extends string = string, Book extends string = string> = {
	/** The game's slug in URLs (`wildlife`). */
	game: string;
	/** Topic ids in page order, each with its label (the topic headings' ids are `topic-<id>`). */
	topics: readonly { id: Topic; label: Localized }[];
	/** The rulebooks, in the order comparison boxes show them, each named as a reader would cite it. */
	books: readonly { id: Book; name: Localized }[];
	rulings: readonly Ruling<Topic, Book>[];
};
