/**
 * The shared messages: what every game's widgets say (WIDGETS, embedded on widget pages), and what
 * the site's own pages say (game-night features, rulings labels, home cards, the games' names).
 *
 * Two string systems stay apart, each with its reason:
 * - Starlight's own UI strings (src/content/i18n/*.json): Starlight reads them itself, in its format;
 * - Pagefind's UI strings (src/components/starlight/pagefindStrings.ts): handed as one object to
 *   Pagefind's UI, which formats its own `[COUNT]`-style placeholders.
 * The root page (public/index.html) is written in both languages at once, before a reader picks one.
 */
import { GAMES, type GameSlug } from '../../games';
import { type NounSource, name, noun } from '../source';
import { GLOSSARY_TABLE } from './glossary';
import { HOME } from './home';
import { NIGHT } from './night';
import { READY } from './ready';
import { RULINGS } from './rulings';
import { SHEET } from './sheet';
import { WIDGETS } from './widgets';

type GameNames = Record<`game.${GameSlug}`, NounSource>;
const gameNoun = (text: string): NounSource => (/^La /.test(text) ? noun(text) : /^(Les?|L’) ?/.test(text) ? noun(text, 'm') : name(text, 'm'));

/** Each game's name as a noun (« Les Royaumes Sauvages » m pl: « des Royaumes Sauvages »), from the registry. */
export const GAME_NAMES = {
	fr: /* @__PURE__ */ Object.fromEntries(GAMES.map((g) => [`game.${g.slug}`, gameNoun(g.name.fr)])) as GameNames,
	en: /* @__PURE__ */ Object.fromEntries(GAMES.map((g) => [`game.${g.slug}`, name(g.name.en, 'n')])) as GameNames,
};

/** Embedded on every widget page, with the game's messages. */
export const WIDGET_PARTS = [WIDGETS, READY, SHEET] as const;
/** Every shared part (server side). */
export const SHARED_PARTS = [WIDGETS, READY, SHEET, NIGHT, RULINGS, HOME, GLOSSARY_TABLE, GAME_NAMES] as const;
