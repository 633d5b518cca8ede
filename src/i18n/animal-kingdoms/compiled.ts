import { compileDict } from '../compile';
import type { Dict } from '../format';
import type { Locale } from '../paths';
import { ANIMAL_KINGDOMS_STRINGS } from './strings';

/** Every Animal Kingdoms message compiled from ICU MessageFormat (server and tests only). */
export const ANIMAL_KINGDOMS_COMPILED: Record<Locale, Dict> = {
	fr: compileDict(ANIMAL_KINGDOMS_STRINGS.fr),
	en: compileDict(ANIMAL_KINGDOMS_STRINGS.en),
};
