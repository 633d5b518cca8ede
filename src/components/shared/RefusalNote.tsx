import type { Refusal } from '../../machines/shared/types';
import type { Locale } from '../../i18n/paths';
import type { T } from '../../i18n/format';

/**
 * Says why a move was refused and links to the rule, on the page and heading where it is
 * explained. `game` is the game's slug; `tc` the common strings; `tg` the game's strings.
 */
export function RefusalNote({ refusal, lang, game, tc, tg }: { refusal: Refusal; lang: Locale; game: string; tc: T; tg: T }) {
	const href = `/${lang}/${game}/${refusal.rule.page}/#${refusal.rule.anchor}`;
	return (
		<div class="refusal" role="alert">
			<p class="refusal-title">{tc('refusal.title')}</p>
			<p>{tg(refusal.key, refusal.params)}</p>
			<p>
				<a href={href}>
					{tc('refusal.rule')}: {tg(`rule.${refusal.rule.page}.${refusal.rule.anchor}`)}
				</a>
			</p>
		</div>
	);
}
