import { useContext, useLayoutEffect } from 'preact/hooks';
import type { Params } from '../../i18n/format';
import type { WidgetT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';
import type { Refusal } from '../../machines/shared/types';

/** A refusal whose params a widget has put in words (names, nouns) for its messages. */
export type WordedRefusal<K extends string> = Omit<Refusal<K>, 'params'> & { params?: Params };
import { StageContext } from './stageContext';
import { withBase } from '../../base';

export interface RefusalNoteProps<K extends string> {
	refusal: WordedRefusal<K>;
	lang: Locale;
	/** The game's slug in URLs (`wildlife`). */
	game: string;
	/** The shared widget messages and the game's (which has every key its engine refuses with). */
	tc: WidgetT;
	tg: (key: K, params?: Params) => string;
	/**
	 * An alert (read at once) for a move the reader just tried; false inside a guided step, whose
	 * narration the walkthrough already announces.
	 */
	alert?: boolean;
	/** Draw the note where it is written instead of in the stage's feedback place (default false). */
	inPlace?: boolean;
}

/**
 * Says why a move was refused and links to the rule, on the page and heading that explain it.
 * Inside a hydrated stage the note is drawn by the stage: beside the narration in a guided step,
 * in the controls bar kept at the bottom of the screen in try-it mode — so it is on screen next to
 * the board that caused it, even on a phone. Without a stage (or before hydration) it stays here.
 */
export function RefusalNote<K extends string>({ refusal, lang, game, tc, tg, alert = true, inPlace = false }: RefusalNoteProps<K>) {
	const stage = useContext(StageContext);
	const href = withBase(`/${lang}/${game}/${refusal.rule.page}/#${refusal.rule.anchor}`);
	const message = tg(refusal.key, refusal.params);
	// Rule names are `rule.<page>.<anchor>` (tests/unit/registry/rule-links.test.ts checks each rule a game refuses with has one).
	const ruleName = tg(`rule.${refusal.rule.page}.${refusal.rule.anchor}` as K);
	const note = (
		<div class="refusal" role={alert ? 'alert' : undefined}>
			<p class="refusal-title">
				<svg
					class="refusal-icon"
					aria-hidden="true"
					viewBox="0 0 24 24"
					width="18"
					height="18"
					fill="none"
					stroke="currentColor"
					stroke-width="2.5"
					stroke-linecap="round"
				>
					<circle cx="12" cy="12" r="9" />
					<path d="M6 18 18 6" />
				</svg>
				{tc('refusal.title')}
			</p>
			<p class="refusal-msg">{message}</p>
			<p>
				<a href={href}>{tc('refusal.rule', { rule: ruleName })}</a>
			</p>
		</div>
	);
	const portal = Boolean(stage) && !inPlace;
	useLayoutEffect(() => {
		if (!stage || inPlace) return;
		const slot = alert ? 'dock' : 'aside';
		stage.show(slot, note);
		return () => stage.show(slot, null);
		// The note is redrawn when what it says changes.
	}, [stage, inPlace, alert, message, href, ruleName]);
	return portal ? null : note;
}
