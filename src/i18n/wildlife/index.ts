import { type Dict, translator } from '../format';
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

export const WILDLIFE_STRINGS: Record<Locale, Dict> = {
	fr: Object.assign({}, ...PARTS.map((p) => p.fr)),
	en: Object.assign({}, ...PARTS.map((p) => p.en)),
};

export function wildlifeT(lang: Locale) {
	return translator(WILDLIFE_STRINGS[lang]);
}
