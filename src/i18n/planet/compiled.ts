import { compileDict } from '../compile';
import type { Dict } from '../format';
import type { Locale } from '../paths';
import { PLANET_STRINGS } from './strings';

/** Every Planet message compiled from ICU MessageFormat (server and tests only). */
export const PLANET_COMPILED: Record<Locale, Dict> = {
	fr: compileDict(PLANET_STRINGS.fr),
	en: compileDict(PLANET_STRINGS.en),
};
