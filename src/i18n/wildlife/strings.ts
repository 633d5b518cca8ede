import type { Source } from '../format';
import type { Locale } from '../paths';
import { ACTIONS } from './actions';
import { AUCTION } from './auction';
import { BASE } from './base';
import { CARDS } from './cards';
import { SCORING } from './scoring';
import { SETUP } from './setup';
import { TURN } from './turn';

/** Every WildLife message source (ICU MessageFormat), per language. Each widget group adds its own part file here. */
const PARTS = [BASE, SETUP, AUCTION, CARDS, SCORING, ACTIONS, TURN] as const;

type Union<T> = (T extends unknown ? (x: T) => void : never) extends (x: infer I) => void ? I : never;
/** The key of every WildLife message: a message missing in a language is a type error in its part file. */
export type WildlifeKey = keyof Union<(typeof PARTS)[number]['en']>;

function merge(lang: Locale): Source {
	const out: Source = {};
	for (const part of PARTS) Object.assign(out, part[lang]);
	return out;
}

/**
 * Marked pure so that a browser bundle, which only reads the messages embedded in the page,
 * drops all of this (and every part file) instead of shipping both languages.
 */
export const WILDLIFE_STRINGS: Record<Locale, Source> = {
	fr: /* @__PURE__ */ merge('fr'),
	en: /* @__PURE__ */ merge('en'),
};
