import type { T } from '../../i18n/animal-kingdoms/messages';
import type { Locale } from '../../i18n/paths';
import { neighbours } from '../../machines/animal-kingdoms/board';
import type { AkQuestion } from '../../machines/animal-kingdoms/ready';
import { BOT } from '../../machines/animal-kingdoms/types';
import { ReadyCheck } from '../shared/ReadyCheck';
import { TableWrap } from '../shared/TableWrap';
import { useMessages } from '../shared/useMessages';
import { decreeText } from './dcWords';
import { KingdomsBoard } from './KingdomsBoard';
import { cardName, kingdomNoun, playerName } from './words';
import './animal-kingdoms.css';

/** The generator and the engine parts it asks load when a set starts (a chunk of their own). */
const loadKinds = () => import('../../machines/animal-kingdoms/ready').then((m) => m.ANIMAL_KINGDOMS_READY_KINDS);

/** What a question is about, drawn: the cards of a reveal, a kingdom's cubes, the board for the bot or a decree. */
function Board({ q, t }: { q: AkQuestion; t: T }) {
	const v = q.position.view;
	if (v.kind === 'battle')
		return (
			<ul class="rd-reveal">
				{Object.entries(v.cards).map(([p, c]) => (
					<li key={p}>
						<span class="rd-who">{t('rd.battle.cardOf', { player: t.noun(`player.${p}` as 'player.A') })}</span>
						<span class="ak-card is-top">{cardName(t, c.card)}</span>
						<span>{t('rd.battle.tokens', { tokens: c.tokens, plus: c.tokens * 2 })}</span>
					</li>
				))}
			</ul>
		);
	if (v.kind === 'kingdom')
		return (
			<TableWrap caption={t('rd.score.caption', { kingdom: kingdomNoun(t, v.kingdom) })} class="rd-table">
				<thead>
					<tr>
						<th scope="col">{t('rd.col.player')}</th>
						<th scope="col">{t('rd.col.cubes')}</th>
					</tr>
				</thead>
				<tbody>
					{Object.entries(v.cubes).map(([p, n]) => (
						<tr key={p}>
							<th scope="row">{playerName(t, p)}</th>
							<td>
								{n}
								{v.capital === p ? ` (${t('rd.score.capital')})` : ''}
							</td>
						</tr>
					))}
				</tbody>
				<tfoot>
					<tr>
						<td colSpan={2}>{t('rd.score.tile', { tile: v.tile })}</td>
					</tr>
				</tfoot>
			</TableWrap>
		);
	if (v.kind === 'solo')
		return (
			<div class="rd-ak">
				<KingdomsBoard t={t} kingdoms={q.position.kingdoms!} nameOf={(p) => (p === BOT ? t('solo.bot') : playerName(t, p))} />
				<p class="rd-who">{t('rd.solo.who')}</p>
			</div>
		);
	const [left, right] = neighbours(v.kingdom);
	const looked = (k: number) => (v.decree.family === 'here' ? k === v.kingdom : v.decree.family === 'neighbours' ? k === left || k === right : false);
	return (
		<div class="rd-ak">
			<KingdomsBoard
				t={t}
				kingdoms={q.position.kingdoms!}
				columns={v.columns}
				current={v.kingdom}
				looked={looked}
				decree={(k) => (k === v.kingdom ? decreeText(t, v.decree) : undefined)}
			/>
			<p class="rd-who">{t('rd.decree.hand', { player: t.noun('player.A') })}</p>
			<ul class="rd-reveal">
				{v.hand.map((c) => (
					<li key={`${c.species}${c.value}`}>
						<span class="ak-card">{cardName(t, c)}</span>
					</li>
				))}
			</ul>
		</div>
	);
}

/** Animal Kingdoms' "Ready for game night?": the kit's stage, with each question's cards, kingdom or board. */
export default function ReadyWidget({ lang }: { lang: Locale }) {
	const { t } = useMessages('animal-kingdoms', lang);
	return (
		<ReadyCheck
			game="animal-kingdoms"
			lang={lang}
			generator={loadKinds}
			renderBoard={(q) => (
				<div data-game="animal-kingdoms">
					<Board q={q} t={t} />
					<p class="rd-note">{t('rd.teaching')}</p>
				</div>
			)}
		/>
	);
}
