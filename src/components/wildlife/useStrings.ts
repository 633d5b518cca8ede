import { useMemo } from 'preact/hooks';
import { COMMON } from '../../i18n/common';
import { type T, translator } from '../../i18n/format';
import type { Locale } from '../../i18n/paths';
import { wildlifeT } from '../../i18n/wildlife';

/** The page language's WildLife strings (`t`) and the shared widget strings (`tc`). */
export function useWildlifeStrings(lang: Locale): { t: T; tc: T } {
	return useMemo(() => ({ t: wildlifeT(lang), tc: translator(COMMON[lang]) }), [lang]);
}

/** What every try-it part receives from its widget: the page's language and both translators. */
export interface TryPartProps {
	lang: Locale;
	t: T;
	tc: T;
}
