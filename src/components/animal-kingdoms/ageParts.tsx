/** The Age widget's parts that its try-it mode draws too: both import them from here, so the lazily loaded
    AgeTry never imports AgeWidget back (no import cycle; scripts/check-cycles.mjs). */
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { Locale } from '../../i18n/paths';
import type { Refusal } from '../../machines/animal-kingdoms/keys';
import type { AgeContext } from '../../machines/animal-kingdoms/age.machine';
import { PlayersTable } from '../shared/PlayersTable';
import { RefusalNote } from '../shared/RefusalNote';
import { decreeText } from './dcWords';
import { KingdomsBoard } from './KingdomsBoard';
import { cardName, playerName, playerNoun, refusalParams } from './words';
import type { WidgetT } from '../../i18n/messages';

export const WIDGET_ID = 'age';
export function AgeBoard({ c, t }: { c: AgeContext; t: T; lang?: Locale }) {
	const current = c.last?.type === 'claim' ? c.last.kingdom : null;
	return <KingdomsBoard t={t} kingdoms={c.kingdoms} columns={c.columns} current={current} decree={(k) => decreeText(t, c.decrees[k]!)} />;
}

/** The players: cubes left, hand, points, withdrawn or not; whose turn; the First to Withdraw token. */
export function AgeSide({ c, t }: { c: AgeContext; t: T }) {
	return (
		<div class="ak-side">
			<PlayersTable
				shape="square"
				caption={t('age.table.caption')}
				head={t('table.player')}
				rows={c.players.map((p) => ({ id: p, letter: p, name: playerName(t, p), current: c.current === p }))}
				columns={[
					{ head: t('age.table.cubes'), cell: (p) => String(c.cubes[p] ?? 0) },
					{ head: t('age.table.hand'), cell: (p) => (c.hands[p] ?? []).map((x) => cardName(t, x)).join(', ') },
					{ head: t('table.points'), cell: (p) => String(c.scores[p] ?? 0) },
					{ head: t('age.table.state'), cell: (p) => t(c.passed.includes(p) ? 'age.table.passed' : 'age.table.playing') },
				]}
			/>
			<p class="ak-note">
				{c.current ? t('age.turn', { player: playerNoun(t, c.current) }) : t('age.ended')}
				{c.current && c.onlyPass ? ` ${t('age.onlyPass', { player: playerNoun(t, c.current) })}` : ''}
				{c.firstToPass ? ` ${t('age.firstToPass', { player: playerNoun(t, c.firstToPass) })}` : ''}
			</p>
		</div>
	);
}

/** The refusal of a move, in the page's words (players, cards and species as nouns); `bot`: the solo bot's seat. */
export function AgeRefusal({ c, t, tc, lang, live, bot }: { c: { refusal: Refusal | null }; t: T; tc: WidgetT; lang: Locale; live: boolean; bot?: string }) {
	if (!c.refusal) return null;
	return <RefusalNote refusal={{ ...c.refusal, params: refusalParams(t, c.refusal.params, bot) }} lang={lang} game="animal-kingdoms" tc={tc} tg={t} alert={live} />;
}
