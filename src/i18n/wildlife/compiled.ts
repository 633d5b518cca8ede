import { compileDict } from '../compile';
import type { Dict } from '../format';
import type { Locale } from '../paths';
import { WILDLIFE_STRINGS } from './strings';

/** Every WildLife message compiled from ICU MessageFormat (server and tests only). */
export const WILDLIFE_COMPILED: Record<Locale, Dict> = {
	fr: compileDict(WILDLIFE_STRINGS.fr),
	en: compileDict(WILDLIFE_STRINGS.en),
};
