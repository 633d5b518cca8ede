import type { Source } from '../format';
import type { Locale } from '../paths';
import { BASE } from './base';
import { SCORING } from './scoring';
import { SETUP } from './setup';
import { TURN } from './turn';

/** Every Caldera Park message source (ICU MessageFormat), per language. */
const PARTS = [BASE, TURN, SCORING, SETUP] as const;

function merge(lang: Locale): Source {
	const out: Source = {};
	for (const part of PARTS) Object.assign(out, part[lang]);
	return out;
}

/** Marked pure so that a browser bundle, which reads the messages embedded in the page, drops all of this. */
export const CALDERA_PARK_STRINGS: Record<Locale, Source> = {
	fr: /* @__PURE__ */ merge('fr'),
	en: /* @__PURE__ */ merge('en'),
};
