import type { Source } from '../format';
import type { Locale } from '../paths';
import { BASE } from './base';
import { AGE } from './age';
import { BATTLE } from './battle';
import { DECREES } from './decrees';
import { END_OF_AGE } from './endOfAge';
import { SOLO } from './solo';

/** Every Animal Kingdoms message source (ICU MessageFormat), per language; each widget adds its part file here. */
const PARTS = [BASE, END_OF_AGE, BATTLE, DECREES, AGE, SOLO] as const;

function merge(lang: Locale): Source {
	const out: Source = {};
	for (const part of PARTS) Object.assign(out, part[lang]);
	return out;
}

/** Marked pure so a browser bundle, which reads the messages embedded in the page, drops them. */
export const ANIMAL_KINGDOMS_STRINGS: Record<Locale, Source> = {
	fr: /* @__PURE__ */ merge('fr'),
	en: /* @__PURE__ */ merge('en'),
};
