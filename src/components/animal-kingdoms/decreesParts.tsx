/** The Decrees widget's parts that its try-it mode draws too: both import them from here, so the lazily loaded
    DecreesTry never imports DecreesWidget back (no import cycle: .dependency-cruiser.cjs). */
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { Locale } from '../../i18n/paths';
import { emptyKingdom, neighbours, others } from '../../machines/animal-kingdoms/board';
import type { DecreeContext } from '../../machines/animal-kingdoms/decree.machine';
import { referencedCards } from '../../machines/animal-kingdoms/decrees';
import { RefusalNote } from '../shared/RefusalNote';
import { decreeText } from './dcWords';
import { KingdomsBoard } from './KingdomsBoard';
import { capitalised, cardNoun, cards, kingdomNoun, refusalParams } from './words';
import type { WidgetT } from '../../i18n/messages';

export const WIDGET_ID = 'decree-check';
const EMPTY = [0, 1, 2, 3, 4].map(emptyKingdom);

/** Which kingdoms the decree's family looks at (drawn with a dashed outline). */
export function lookedAt(c: DecreeContext): (k: number) => boolean {
	const d = c.decree;
	if (d.family === 'simple') return () => false;
	if (d.family === 'here') return (k) => k === c.kingdom;
	const set = d.family === 'neighbours' ? neighbours(c.kingdom) : others(c.kingdom);
	return (k) => set.includes(k);
}

export function DecreeBoard({ c, t }: { c: DecreeContext; t: T; lang?: Locale }) {
	return (
		<KingdomsBoard
			t={t}
			kingdoms={EMPTY}
			columns={c.columns}
			spaces={false}
			current={c.kingdom}
			looked={lookedAt(c)}
			decree={(k) => (k === c.kingdom ? decreeText(t, c.decree) : undefined)}
		/>
	);
}

/** The decree, its family, the cards it looks at, and the verdict on the card tried. */
export function DecreePanel({
	c,
	t,
	lang,
	tc,
	live = false,
}: {
	c: DecreeContext;
	t: T;
	lang: Locale;
	tc: WidgetT /** try-it: the refusal is an alert in the stage's bar */;
	live?: boolean;
}) {
	const refs = referencedCards(c.decree, c.kingdom, c.columns);
	const [left, right] = neighbours(c.kingdom);
	return (
		<div class="ak-side">
			<div class="ak-decree-box">
				<p class="ak-decree-text">{`${t('kingdom.decree')} — ${decreeText(t, c.decree)}${c.decreeId ? '' : ` (${t('dc.try.custom')})`}`}</p>
				<p class="ak-note">{t(`decree.family.${c.decree.family}`)}</p>
				<p class="ak-note">{t('dc.kingdom', { kingdom: kingdomNoun(t, c.kingdom), left: kingdomNoun(t, left), right: kingdomNoun(t, right) })}</p>
				{c.decree.family !== 'simple' && <p class="ak-note">{refs.length ? t('dc.looks', { cards: cards(t, refs) }) : t('dc.looksNone')}</p>}
				{c.tried && c.verdict && <p class={`ak-verdict is-${c.verdict}`}>{t(`dc.verdict.${c.verdict}`, { card: capitalised(cardNoun(t, c.tried)) })}</p>}
				{c.refusal && (
					<RefusalNote
						refusal={{ ...c.refusal, params: refusalParams(t, c.refusal.params) }}
						lang={lang}
						game="animal-kingdoms"
						tc={tc}
						tg={t.ref}
						alert={live}
					/>
				)}
			</div>
		</div>
	);
}
