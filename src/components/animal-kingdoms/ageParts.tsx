/** The Age widget's parts that its try-it mode draws too: both import them from here, so the lazily loaded
    AgeTry never imports AgeWidget back (no import cycle: .dependency-cruiser.cjs). */
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { Locale } from '../../i18n/paths';
import type { AgeContext } from '../../machines/animal-kingdoms/age.machine';
import { PlayersTable } from '../shared/PlayersTable';
import { decreeText } from './dcWords';
import { KingdomsBoard } from './KingdomsBoard';
import { cardName, playerName, playerNoun } from './words';

export const WIDGET_ID = 'age';
export function AgeBoard({ c, t }: { c: AgeContext; t: T; lang?: Locale }) {
	const current = c.last?.type === 'claim' ? c.last.kingdom : null;
	return <KingdomsBoard t={t} highlights kingdoms={c.kingdoms} columns={c.columns} current={current} decree={(k) => decreeText(t, c.decrees[k]!)} />;
}

/** Whose turn and the First to Withdraw token (first: it changes every step); the players: cubes left, hand, points, withdrawn or not. */
export function AgeSide({ c, t }: { c: AgeContext; t: T }) {
	return (
		<div class="ak-side">
			<p class="ak-note">
				{c.current ? t('age.turn', { player: playerNoun(t, c.current) }) : t('age.ended')}
				{c.current && c.onlyPass ? ` ${t('age.onlyPass', { player: playerNoun(t, c.current) })}` : ''}
				{c.firstToPass ? ` ${t('age.firstToPass', { player: playerNoun(t, c.firstToPass) })}` : ''}
			</p>
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
		</div>
	);
}

export { AgeRefusal } from './AgeRefusal';
