import { useMemo } from 'preact/hooks';
import { COMMON } from '../../i18n/common';
import { type T, translator } from '../../i18n/format';
import type { Locale } from '../../i18n/paths';
import { planetT } from '../../i18n/planet';

/** The page language's Planet strings (`t`) and the shared widget strings (`tc`). */
export function usePlanetStrings(lang: Locale): { t: T; tc: T } {
	return useMemo(() => ({ t: planetT(lang), tc: translator(COMMON[lang]) }), [lang]);
}

/** What every try-it part receives from its widget. */
export interface TryPartProps {
	lang: Locale;
	t: T;
	tc: T;
}
