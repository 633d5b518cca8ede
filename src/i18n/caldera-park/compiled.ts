import { compileDict } from '../compile';
import type { Dict } from '../format';
import type { Locale } from '../paths';
import { CALDERA_PARK_STRINGS } from './strings';

/** Every Caldera Park message compiled from ICU MessageFormat (server and tests only). */
export const CALDERA_PARK_COMPILED: Record<Locale, Dict> = {
	fr: compileDict(CALDERA_PARK_STRINGS.fr),
	en: compileDict(CALDERA_PARK_STRINGS.en),
};
