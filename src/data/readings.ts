/**
 * The site's readings of a game's rules, as data (`src/data/<game>/readings.ts` exports
 * `READINGS: Readings`). Nothing here names a game.
 *
 * A reading is a point the rulebook leaves open (or words it two ways) where the site follows one
 * interpretation. Wherever a page, a reference sheet, an At the table page or a widget message
 * states it, the reader must see that it is our reading, with a link to the ruling that explains it:
 * in MDX, `<Reading game="…" id="…">the statement</Reading>` (src/components/shared/Reading.astro)
 * wraps the statement and adds the mark; a chapter page may instead say « notre lecture » / "our
 * reading" in the same paragraph, linking to the ruling.
 *
 * How it is checked (tests/unit/readings.test.ts): `says` lists, per language, how the site words
 * the statement (regular expressions, case-insensitive, over text with Markdown and tags removed).
 * On every page, each match must sit inside a `<Reading id>` of that reading or (chapter pages only)
 * in a paragraph that carries the words « notre lecture » / "our reading"; on the reference and At
 * the table pages only the `<Reading>` mark counts. Each pattern must match somewhere on the site,
 * so a reworded page cannot make a pattern silently stale. Messages that state a reading are listed
 * in `messages` and must carry the same words.
 */
import type { Locale } from '../i18n/paths';

export type ReadingText = Record<Locale, string>;

export interface Reading {
	/** The id of the ruling that explains it (`/<lang>/<game>/rulings/#<id>`); also the reading's id. */
	id: string;
	/** The rule it reads, in the site's words (what the rulebook leaves open). */
	rule: ReadingText;
	/** What the site follows. */
	ours: ReadingText;
	/** The other reading a table may follow. */
	other: ReadingText;
	/** How the site's pages word the statement, per language (RegExp sources, case-insensitive). */
	says: Record<Locale, readonly string[]>;
	/** Message keys (the game's widget messages) that state it; each must carry the mark words. */
	messages?: readonly string[];
}

export type Readings = readonly Reading[];

/** The words of the mark, per language: shown after a statement and required in messages that state one. */
export const READING_MARK: Record<Locale, string> = { fr: 'notre lecture', en: 'our reading' };

/** The mark's title, before the other reading. */
export const READING_OTHER: Record<Locale, string> = { fr: 'Autre lecture\u00a0: ', en: 'The other reading: ' };
