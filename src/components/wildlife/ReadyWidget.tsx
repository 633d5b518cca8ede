import { type Seat, seatEntries } from '../../machines/shared/seats';
import type { Locale } from '../../i18n/paths';
import { widgetT } from '../../i18n/messages';
import { useMessages } from '../shared/useMessages';
import type { WlQuestion } from '../../machines/wildlife/ready';
import { ReadyCheck, type ReadyBoardView } from '../shared/ReadyCheck';
import { type SquareCell, SquareGrid } from '../shared/SquareGrid';
import { Token } from '../shared/Token';
import type { T } from '../../i18n/wildlife/messages';
import { WildKey, wildCells } from './WildBoard';

/** Marks on a question's board: the circled choices, the reader's, and after Check the right ones. */
/** The generator and the engine parts it asks load when a set starts (a chunk of their own). */
const loadKinds = () => import('../../machines/wildlife/ready').then((m) => m.WILDLIFE_READY_KINDS);

function boardCells(q: WlQuestion, view: ReadyBoardView, t: T, lang: Locale): SquareCell[] {
	const tc = widgetT(lang);
	const pos = q.position;
	const cand = new Set(pos.candidates ?? []);
	return wildCells(pos.board!, pos.occ ?? {}, t, tc).map((c) => {
		const classes = [c.className ?? ''];
		const words = [c.label];
		if (c.id === pos.from) {
			classes.push('rd-from');
			words.push(t('rd.star'));
		}
		if (cand.has(c.id)) {
			classes.push('rd-cand');
			if (view.chosen.has(c.id)) classes.push('rd-chosen');
			if (view.right) classes.push(view.right.has(c.id) ? 'rd-right' : view.chosen.has(c.id) ? 'rd-wrong' : '');
			words.push(view.chosen.has(c.id) ? tc('ready.chosen') : tc('ready.candidate'));
		}
		// The star is drawn by CSS (.rd-from::before): visible text inside a board button must be part of its name (label in name).
		return { ...c, className: classes.join(' '), label: words.join(', '), content: c.content };
	});
}

function NumbersView({ q, t }: { q: WlQuestion; t: T }) {
	const v = q.position.view;
	if (!v) return null;
	const name = (p: Seat) => (
		<span class="rd-who">
			<Token player={p} small />
			{` ${t(`player.${p}` as 'player.A')}`}
		</span>
	);
	if (v.kind === 'area')
		return (
			<table class="rd-table">
				<caption>{t('rd.areaCaption', { areaSize: v.size, spaces: v.spaces })}</caption>
				<tbody>
					{seatEntries(v.counts).map(([p, n]) => (
						<tr key={p}>
							<th scope="row">{name(p)}</th>
							<td>{t('rd.pieces', { n })}</td>
						</tr>
					))}
				</tbody>
			</table>
		);
	if (v.kind === 'herds')
		return (
			<table class="rd-table">
				<tbody>
					{seatEntries(v.herds).map(([p, sizes]) => (
						<tr key={p}>
							<th scope="row">{name(p)}</th>
							<td>{sizes.length ? t('rd.herdSizes', { sizes: t.list(sizes.map(String)), count: sizes.length }) : t('rd.noHerd')}</td>
						</tr>
					))}
				</tbody>
			</table>
		);
	return (
		<ol class="rd-seats">
			{q.position.players.map((p) => (
				<li key={p} data-seller={p === v.seller ? '' : undefined}>
					{name(p)}
					{p === v.seller ? ` — ${t('rd.seller')}` : p === v.buyer ? ` — ${t('rd.buyer')}` : ''}
				</li>
			))}
		</ol>
	);
}

/** WildLife's "Ready for game night?": the kit's stage, with the teaching board or the numbers of each question. */
export default function ReadyWidget({ lang }: { lang: Locale }) {
	const { t } = useMessages('wildlife', lang);
	return (
		<ReadyCheck
			game="wildlife"
			lang={lang}
			generator={loadKinds}
			renderBoard={(q, view) =>
				q.position.board ? (
					<div class="wl-board" data-game="wildlife">
						<SquareGrid
							rows={q.position.board.rows}
							cols={q.position.board.cols}
							cells={boardCells(q, view, t, lang)}
							coords
							label={t('board.label', { rows: q.position.board.rows, cols: q.position.board.cols })}
							{...(view.toggle ? { onActivate: (id: string) => (q.position.candidates?.includes(id) ? view.toggle?.(id) : undefined) } : {})}
							legend={<WildKey board={q.position.board} t={t} tc={widgetT(lang)} />}
						/>
						<p class="rd-note">{t('rd.human', { player: t.noun('player.A') })}</p>
					</div>
				) : (
					<NumbersView q={q} t={t} />
				)
			}
		/>
	);
}
