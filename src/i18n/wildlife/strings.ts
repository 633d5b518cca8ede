import type { Dict } from '../format';
import type { Locale } from '../paths';
import { ACTIONS } from './actions';
import { AUCTION } from './auction';
import { BASE } from './base';
import { CARDS } from './cards';
import { SCORING } from './scoring';
import { SETUP } from './setup';
import { TURN } from './turn';

/** Every WildLife string, per language. Each widget group adds its own part file here. */
const PARTS: Record<Locale, Dict>[] = [BASE, SETUP, AUCTION, CARDS, SCORING, ACTIONS, TURN];

function merge(lang: Locale): Dict {
	const out: Dict = {};
	for (const part of PARTS) Object.assign(out, part[lang]);
	return out;
}

/**
 * Marked pure so that a browser bundle, which only reads the strings embedded in the page,
 * drops all of this (and every part file) instead of shipping both languages.
 */
export const WILDLIFE_STRINGS: Record<Locale, Dict> = {
	fr: /* @__PURE__ */ merge('fr'),
	en: /* @__PURE__ */ merge('en'),
};
