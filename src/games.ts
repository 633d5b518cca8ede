/**
 * The game registry: one entry per game, plain data (no imports but types, so that
 * astro.config.mjs, the Node scripts and the tests can all read it).
 *
 * It drives the Starlight sidebar (astro.config.mjs), the home pages' game cards
 * (src/components/GameCards.astro), the strings each page embeds for its widgets
 * (src/components/shared/EmbeddedStrings.astro, src/i18n/messages.ts), `npm run perf` and the per-game tests.
 * Adding a game = its folders (see docs/adding-a-game.md) plus one entry here.
 *
 * Facts come from /work/shared/research/games.md (publishers' and reviewers' pages).
 */
import type { Locale } from './i18n/paths';

export type GameStatus = 'ready' | 'coming';

/** One string per site language. */
export type PerLocale<T = string> = Record<Locale, T>;

export interface GameFacts {
	/** Designers, in the order the box credits them. */
	designers: readonly string[];
	/** The edition a reader of that language most likely holds. */
	publisher: PerLocale;
	/** That edition's year (the French edition of a game may come years after the original). */
	year: PerLocale<number>;
	players: { min: number; max: number };
	/** Minutes per game, as the box gives them (min = max when the box gives one figure). */
	minutes: { min: number; max: number; approximate?: boolean };
	/** Minimum age, in years. */
	age: number;
}

export interface GameEntry {
	/** URL segment and folder name: src/content/docs/{fr,en}/<slug>/, src/machines/<slug>/… */
	slug: string;
	/** The game's name in each language (Animal Kingdoms is « Les Royaumes Sauvages » in French). */
	name: PerLocale;
	status: GameStatus;
	facts: GameFacts;
	/** One sentence for the home page card, per language. */
	blurb: PerLocale;
	/**
	 * Page slugs under src/content/docs/<lang>/<slug>/, in teaching order ('' is the game's home
	 * page, first). Empty while the game is coming. The learner's path (Previous / Next at the foot
	 * of each page) is these chapters in this order, less the ones `apart`.
	 */
	chapters: readonly string[];
	/**
	 * Chapters that stand beside the learner's path: the teacher's script, the "At the table"
	 * sheet. They are in `chapters` too; the sidebar lists them in a group of their own, after the
	 * others, and Previous / Next neither leads to them nor from them.
	 */
	apart?: readonly string[];
	/**
	 * The game's messages: the module (path from the project root, `src/i18n/<slug>/messages.ts`)
	 * whose `PARTS` lists its part files. The message layer (src/i18n/messages.ts) compiles them,
	 * EmbeddedStrings embeds them on a page, the edge-parameter test formats every one.
	 */
	messages?: string;
	/**
	 * Words a player of this game types, per language (each found in the game's pages and rulings):
	 * `search` on "At the table" (the search box's hint; the game-night tests search the first one),
	 * `rulings` in the hint of the rulings filter (each keeps some of the game's rulings, not all).
	 */
	words?: { search: PerLocale<readonly string[]>; rulings: PerLocale<readonly string[]> };
	/** "At the table": the questions players ask most, as ruling ids of the game's rulings, most asked first. */
	table?: { questions: readonly string[] };
	/**
	 * Where the game's rulings are: the module (from the project root) and its export, a
	 * `GameRulings` set (src/data/rulings.ts). The shared rulings tests read every game's from here.
	 */
	rulings?: { module: string; exportName: string };
}

export const GAMES = [
	{
		slug: 'wildlife',
		name: { fr: 'WildLife', en: 'WildLife' },
		status: 'ready',
		facts: {
			designers: ['Wolfgang Kramer'],
			// The rulebook texts name Clementoni (2002) only; Uberplay's English edition came in 2003 (research/games.md).
			publisher: { fr: 'Clementoni', en: 'Clementoni' },
			year: { fr: 2002, en: 2002 },
			players: { min: 2, max: 6 },
			minutes: { min: 60, max: 120 },
			age: 10,
		},
		blurb: {
			fr: 'Six espèces préhistoriques se disputent une île\u00a0: déplacez-vous, reproduisez-vous, attaquez, adaptez-vous, et vendez vos cartes aux enchères.',
			en: 'Six prehistoric species fight over an island: migrate, expand, attack, adapt, and sell your cards at auction.',
		},
		chapters: [
			'',
			'start-here',
			'overview',
			'setup',
			'turn',
			'cards',
			'auction',
			'scoring',
			'end-and-variants',
			'ready',
			'rulings',
			'reference',
			'teach',
			'at-the-table',
			'score-sheet',
		],
		apart: ['teach', 'at-the-table', 'score-sheet'],
		words: {
			search: { fr: ['enchère', 'égalité', 'Défense'], en: ['auction', 'tie', 'Defense'] },
			rulings: { fr: ['Défense', 'égalité', 'deux joueurs'], en: ['Defense', 'tie', 'two players'] },
		},
		table: {
			questions: [
				'ability-limit',
				'migration-path',
				'attack-when',
				'auction-rounds',
				'auction-short-of-food',
				'defense-own-turn',
				'tie-drop-rank',
				'big-scoring-timing',
				'game-end',
			],
		},
		messages: 'src/i18n/wildlife/messages.ts',
		rulings: { module: 'src/data/wildlife/rulings.ts', exportName: 'WILDLIFE_RULINGS_SET' },
	},
	{
		slug: 'caldera-park',
		name: { fr: 'Caldera Park', en: 'Caldera Park' },
		status: 'ready',
		facts: {
			designers: ['Wolfgang Kramer', 'Michael Kiesling'],
			publisher: { fr: 'Super Meeple', en: 'Deep Print Games' },
			// Super Meeple's French edition: 2023 (research/games.md).
			year: { fr: 2023, en: 2022 },
			players: { min: 1, max: 4 },
			minutes: { min: 30, max: 40, approximate: true },
			age: 10,
		},
		blurb: {
			fr: 'Chacun aménage son parc animalier, forme des familles d’animaux près de l’eau et compose avec la météo.',
			en: 'Each player lays out their own wildlife park, builds animal families near water and copes with the weather.',
		},
		chapters: [
			'',
			'start-here',
			'overview',
			'setup',
			'round',
			'weather',
			'scoring',
			'solo',
			'geyser-park',
			'ready',
			'rulings',
			'reference',
			'teach',
			'at-the-table',
			'score-sheet',
		],
		apart: ['teach', 'at-the-table', 'score-sheet'],
		words: {
			search: { fr: ['marmotte', 'geyser', 'Soleil'], en: ['marmot', 'geyser', 'Sun'] },
			rulings: { fr: ['orage', 'famille', 'marmotte'], en: ['storm', 'family', 'marmot'] },
		},
		table: {
			questions: [
				'no-matching-tile',
				'no-free-space',
				'two-terrains',
				'forbidden-spaces',
				'taken-requirement',
				'cubs-count',
				'two-weather-neighbours',
				'flip-timing',
				'flipped-still-cover',
			],
		},
		messages: 'src/i18n/caldera-park/messages.ts',
		rulings: { module: 'src/data/caldera-park/rulings.ts', exportName: 'CALDERA_PARK_RULINGS_SET' },
	},
	{
		slug: 'planet',
		name: { fr: 'Planet', en: 'Planet' },
		status: 'ready',
		facts: {
			designers: ['Urtis Šulinskas'],
			publisher: { fr: 'Blue Orange', en: 'Blue Orange' },
			year: { fr: 2018, en: 2018 },
			players: { min: 2, max: 4 },
			minutes: { min: 30, max: 30 },
			age: 8,
		},
		blurb: {
			fr: 'Vous façonnez une petite planète tuile après tuile pour y attirer les animaux qui s’y plairont.',
			en: 'You shape a small planet tile by tile to attract the animals that will thrive on it.',
		},
		chapters: [
			'',
			'start-here',
			'overview',
			'setup',
			'round',
			'regions',
			'animals',
			'end',
			'variants',
			'ready',
			'rulings',
			'reference',
			'teach',
			'at-the-table',
			'score-sheet',
		],
		apart: ['teach', 'at-the-table', 'score-sheet'],
		words: {
			search: { fr: ['glacier', 'égalité', 'renard'], en: ['glacier', 'tie', 'fox'] },
			rulings: { fr: ['glacier', 'égalité', 'région'], en: ['glacier', 'tie', 'region'] },
		},
		table: {
			questions: [
				'largest-touching-reading',
				'touching-edge',
				'single-parcel-region',
				'nobody-qualifies',
				'tie-next-column',
				'last-round-second-region',
				'tile-placement',
				'animals-without-objective',
			],
		},
		messages: 'src/i18n/planet/messages.ts',
		rulings: { module: 'src/data/planet/rulings.ts', exportName: 'PLANET_RULINGS_SET' },
	},
	{
		slug: 'animal-kingdoms',
		name: { fr: 'Les Royaumes Sauvages', en: 'Animal Kingdoms' },
		status: 'ready',
		facts: {
			designers: ['Steven Aramini'],
			publisher: { fr: 'Lucky Duck Games', en: 'Galactic Raptor Games' },
			// Lucky Duck's French edition: April 2023 (research/games.md, seeds README).
			year: { fr: 2023, en: 2020 },
			players: { min: 1, max: 5 },
			minutes: { min: 45, max: 45 },
			age: 8,
		},
		blurb: {
			fr: 'Vos Nobles Créatures partent dans cinq royaumes\u00a0: des décrets à respecter, des majorités sur trois âges, des batailles où un 1 bat un 8, et un mode solo.',
			en: 'Your Noble Beasts head into five kingdoms: decrees to obey, majorities over three ages, battles where a 1 beats an 8, and a solo mode.',
		},
		chapters: [
			'',
			'start-here',
			'overview',
			'setup',
			'turn',
			'end-of-age',
			'battles',
			'end-of-game',
			'variants',
			'solo',
			'ready',
			'rulings',
			'reference',
			'teach',
			'at-the-table',
			'score-sheet',
		],
		apart: ['teach', 'at-the-table', 'score-sheet'],
		words: {
			search: { fr: ['décret', 'capitale', 'Renfort'], en: ['decree', 'capital', 'reinforcement'] },
			rulings: { fr: ['décret', 'bataille', 'renfort'], en: ['decree', 'battle', 'reinforcement'] },
		},
		table: {
			questions: [
				'capital-timing',
				'rally-after-pass',
				'decree-missing-cards',
				'decree-one-neighbour',
				'what-cubes-count',
				'tie-for-second',
				'one-beats-eight',
				'reinforcement-own-card',
				'game-tie-break',
			],
		},
		messages: 'src/i18n/animal-kingdoms/messages.ts',
		rulings: { module: 'src/data/animal-kingdoms/rulings.ts', exportName: 'ANIMAL_KINGDOMS_RULINGS_SET' },
	},
] as const satisfies readonly GameEntry[];

export type GameSlug = (typeof GAMES)[number]['slug'];
export type Game = GameEntry & { slug: GameSlug };
export type ReadyGame = Extract<(typeof GAMES)[number], { status: 'ready' }>;
export type ReadySlug = ReadyGame['slug'];

export const GAME_SLUGS: readonly GameSlug[] = GAMES.map((g) => g.slug);

export function isGameSlug(slug: string): slug is GameSlug {
	return (GAME_SLUGS as readonly string[]).includes(slug);
}

export function getGame(slug: GameSlug): Game {
	const game = GAMES.find((g) => g.slug === slug);
	if (!game) throw new Error(`No game "${slug}" in src/games.ts`);
	return game;
}

/** Games whose pages are written (they get a sidebar group, widgets and tests). */
export const READY_GAMES: readonly Game[] = GAMES.filter((g) => g.status === 'ready');

/** The learner's path through a game: its chapters in teaching order, less those `apart`. */
export function learnerPath(game: GameEntry): readonly string[] {
	const apart = game.apart ?? [];
	return game.chapters.filter((c) => !apart.includes(c));
}

/** The chapters that stand beside the learner's path, in the registry's order. */
export function apartChapters(game: GameEntry): readonly string[] {
	const apart = game.apart ?? [];
	return game.chapters.filter((c) => apart.includes(c));
}

/** Site path of a game's page: gamePath('fr', 'wildlife', 'setup') → '/fr/wildlife/setup/'. */
export function gamePath(lang: Locale, slug: GameSlug, chapter = ''): string {
	return `/${lang}/${slug}/${chapter ? `${chapter}/` : ''}`;
}
