/** A move's refusal in Animal Kingdoms' words: a file of its own, so the solo widget draws it without loading the age widget. */
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { WidgetT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';
import type { Refusal } from '../../machines/animal-kingdoms/keys';
import { RefusalNote } from '../shared/RefusalNote';
import { refusalParams } from './words';

/** The refusal of a move, in the page's words (players, cards and species as nouns); `bot`: the solo bot's seat. */
export function AgeRefusal({ c, t, tc, lang, live, bot }: { c: { refusal: Refusal | null }; t: T; tc: WidgetT; lang: Locale; live: boolean; bot?: string }) {
	if (!c.refusal) return null;
	return (
		<RefusalNote
			refusal={{ ...c.refusal, params: refusalParams(t, c.refusal.params, bot) }}
			lang={lang}
			game="animal-kingdoms"
			tc={tc}
			tg={t.ref}
			alert={live}
		/>
	);
}
