import type { Source } from '../format';
import type { Locale } from '../paths';
import { AWARD } from './award';
import { BASE } from './base';
import { END } from './end';
import { PLANET } from './planet';
import { STACKS } from './stacks';

/** Every Planet message source (ICU MessageFormat), per language. */
const PARTS = [BASE, PLANET, AWARD, STACKS, END] as const;

function merge(lang: Locale): Source {
	const out: Source = {};
	for (const part of PARTS) Object.assign(out, part[lang]);
	return out;
}

/** Marked pure so that a browser bundle, which reads the messages embedded in the page, drops all of this. */
export const PLANET_STRINGS: Record<Locale, Source> = {
	fr: /* @__PURE__ */ merge('fr'),
	en: /* @__PURE__ */ merge('en'),
};
