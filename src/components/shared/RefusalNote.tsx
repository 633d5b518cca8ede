import type { T } from '../../i18n/format';
import type { Locale } from '../../i18n/paths';
import type { Refusal } from '../../machines/shared/types';

export interface RefusalNoteProps {
	refusal: Refusal;
	lang: Locale;
	/** The game's slug in URLs (`wildlife`). */
	game: string;
	/** Common strings and the game's strings. */
	tc: T;
	tg: T;
	/**
	 * An alert (read at once) for a move the reader just tried; false inside a guided step, whose
	 * narration the walkthrough already announces.
	 */
	alert?: boolean;
}

/** Says why a move was refused and links to the rule, on the page and heading that explain it. */
export function RefusalNote({ refusal, lang, game, tc, tg, alert = true }: RefusalNoteProps) {
	const href = `/${lang}/${game}/${refusal.rule.page}/#${refusal.rule.anchor}`;
	return (
		<div class="refusal" role={alert ? 'alert' : undefined}>
			<p class="refusal-title">{tc('refusal.title')}</p>
			<p>{tg(refusal.key, refusal.params)}</p>
			<p>
				<a href={href}>{`${tc('refusal.rule')}: ${tg(`rule.${refusal.rule.page}.${refusal.rule.anchor}`)}`}</a>
			</p>
		</div>
	);
}
