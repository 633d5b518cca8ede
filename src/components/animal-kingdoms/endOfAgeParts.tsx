/** The EndOfAge widget's parts that its try-it mode draws too: both import them from here, so the lazily loaded
    EndOfAgeTry never imports EndOfAgeWidget back (no import cycle: .dependency-cruiser.cjs). */
import type { T } from '../../i18n/animal-kingdoms/messages';
import { reinforcement } from '../../machines/animal-kingdoms/battle';
import type { EndOfAgeContext } from '../../machines/animal-kingdoms/endOfAge.machine';
import { ScoringTable } from '../shared/ScoringTable';
import { Token } from '../shared/Token';
import { KingdomsBoard } from './KingdomsBoard';
import { cardName, kingdomName, kingdomNoun, playerName, upperFirst } from './words';

export const WIDGET_ID = 'end-of-age';

/** The board of a snapshot: kingdoms, tiles left, the kingdom being scored. */
export function EoaBoard({ c, t }: { c: EndOfAgeContext; t: T }) {
	const scoring = c.battle && !c.battle.result ? c.battleKingdom : c.current < c.kingdoms.length ? c.current : null;
	return <KingdomsBoard t={t} highlights kingdoms={c.kingdoms} tiles={c.tiles} current={scoring} done={(k) => c.results.some((r) => r.kingdom === k)} />;
}

/** The battle on the table: who reveals what, who is out, tokens. */
export function BattlePanel({ c, t }: { c: EndOfAgeContext; t: T }) {
	const b = c.battle;
	if (!b || c.battleKingdom === null) return null;
	const last = b.history.at(-1);
	return (
		<div role="group" class="ak-battle" aria-label={t('eoa.battle.title', { kingdom: kingdomNoun(t, c.battleKingdom) })}>
			<p class="ak-battle-title">{t('eoa.battle.title', { kingdom: kingdomNoun(t, c.battleKingdom) })}</p>
			<ul class="ak-reveal">
				{b.fighters.map((p) => {
					const card = b.revealed?.[p];
					const shown = card
						? { value: card.value, plus: reinforcement(b, p), name: cardName(t, card) }
						: last?.cards[p]
							? { value: last.cards[p]!.value, plus: last.cards[p]!.plus, name: String(last.cards[p]!.value) }
							: null;
					return (
						<li key={p} class={b.out.includes(p) ? 'is-out' : undefined}>
							<Token player={p} small shape="square" />
							<span>{playerName(t, p)}</span>
							{shown && <span class="ak-big">{shown.plus ? `${shown.value} + ${shown.plus}` : shown.value}</span>}
						</li>
					);
				})}
			</ul>
		</div>
	);
}

/** Points by kingdom and in total, with reinforcement tokens (their line above the sheet, with the battle it changes with). */
export function EoaSide({ c, t }: { c: EndOfAgeContext; t: T }) {
	const players = c.players.map((p) => ({ id: p, letter: p, name: playerName(t, p) }));
	const lines = c.kingdoms.map((_, k) => ({ label: upperFirst(kingdomName(t, k)), points: c.results.find((r) => r.kingdom === k)?.points ?? {} }));
	return (
		<div class="ak-side">
			<BattlePanel c={c} t={t} />
			<p class="ak-note">{t('table.tokensLine', { list: c.players.map((p) => `${playerName(t, p)} ${c.tokens[p] ?? 0}`).join(', ') })}</p>
			<ScoringTable
				class="ak-eoa"
				labels={{
					caption: t('eoa.table.caption'),
					line: t('eoa.table.line'),
					total: t('eoa.table.total'),
					current: t('eoa.table.current'),
					pending: t('eoa.table.pending'),
				}}
				players={players}
				lines={lines}
				scored={c.results.length}
				totals={c.scores}
			/>
		</div>
	);
}
