import { useEffect, useMemo, useState } from 'preact/hooks';
import { createActor, type SnapshotFrom } from 'xstate';
import type { T } from '../../i18n/format';
import type { Locale } from '../../i18n/paths';
import { replayAll } from '../../machines/shared/replay';
import { areaOf, cellById, pieceCount } from '../../machines/wildlife/board';
import { setupExample, setupInput } from '../../machines/wildlife/examples/setup';
import { type PlayerCount, PLAYER_COUNTS, SEED_LIMIT, seedsLeft, seedsPerPlayer, piecesPerPlayer } from '../../machines/wildlife/setup';
import { setupMachine, type SetupEvent } from '../../machines/wildlife/setup.machine';
import { LEVEL_NAMES, TERRAINS, type Chart, type Level } from '../../machines/wildlife/types';
import { RefusalNote } from '../shared/RefusalNote';
import { Token } from '../shared/Token';
import { Walkthrough } from '../shared/Walkthrough';
import { playerLetter } from './playerNames';
import { localRefusal } from './words';
import { WildBoard } from './WildBoard';
import { TableWrap } from '../shared/TableWrap';
import { useLiveActor } from '../shared/useLiveActor';
import { useWildlifeStrings } from './useStrings';
import { ChoiceGroup } from '../shared/ChoiceGroup';

type Snap = SnapshotFrom<typeof setupMachine>;

const WIDGET_ID = 'setup-example';
const PLAYERS_PARAM = 'setup-players';

/** Where a placement is described in words: area name, row, column, chart level, area count. */
function placeParams(snap: Snap, cellId: string, t: T) {
	const game = snap.context.game;
	const cell = cellById(cellId, game.board)!;
	const area = areaOf(cellId, game.board)!;
	const owner = game.occ[cellId]!;
	return {
		player: t('player.name', { letter: playerLetter(game.players, owner) }),
		area: t('area.name', { terrain: t(`terrain.${cell.terrain}`).toLowerCase(), size: t(`size.${area.size}`) }),
		row: cell.row + 1,
		col: cell.col + 1,
		level: t(`level.${LEVEL_NAMES[game.charts[owner]![cell.terrain]]}`),
		count: pieceCount(area, game.occ),
		limit: SEED_LIMIT[area.size],
		total: game.placed,
	};
}

function chartName(index: number, chart: Chart, defaults: readonly Chart[], t: T): string {
	const letter = String.fromCharCode(65 + index);
	const same = (a: Chart, b: Chart | undefined) => !!b && TERRAINS.every((x) => a[x] === b[x]);
	if (!same(chart, defaults[index])) return t('chart.custom');
	return index === 0 ? t('chart.human') : t('chart.example', { letter });
}

function PlayersTable({ snap, t, showStage }: { snap: Snap; t: T; showStage: number }) {
	const game = snap.context.game;
	const left = seedsLeft(game);
	const defaults = setupInput(game.players.length as PlayerCount).charts;
	const dash = '—';
	return (
		<TableWrap caption={t('setup.table.caption')}>
				<thead>
					<tr>
						<th scope="col">{t('setup.table.player')}</th>
						<th scope="col">{t('setup.table.chart')}</th>
						<th scope="col">{t('setup.table.reserve')}</th>
						<th scope="col">{t('setup.table.score')}</th>
						<th scope="col">{t('setup.table.food')}</th>
						<th scope="col">{t('setup.table.toPlace')}</th>
					</tr>
				</thead>
				<tbody>
					{game.players.map((p, i) => (
						<tr key={p}>
							<th scope="row">
								<Token player={playerLetter(game.players, p)} small />
								{` ${t('player.name', { letter: playerLetter(game.players, p) })}`}
							</th>
							<td>{showStage >= 1 ? chartName(i, game.charts[p]!, defaults, t) : dash}</td>
							<td>{showStage >= 2 ? game.reserve[p] : dash}</td>
							<td>{showStage >= 3 ? game.score[p] : dash}</td>
							<td>{showStage >= 4 ? game.food[p] : dash}</td>
							<td>{showStage >= 7 ? left[p] : dash}</td>
						</tr>
					))}
				</tbody>
		</TableWrap>
	);
}

function ChartsTable({ snap, t, edit, onChange }: { snap: Snap; t: T; edit?: boolean; onChange?: (player: string, chart: Chart) => void }) {
	const game = snap.context.game;
	return (
		<TableWrap caption={t('setup.charts.caption')}>
				<thead>
					<tr>
						<th scope="col">{t('setup.table.player')}</th>
						{TERRAINS.map((x) => (
							<th scope="col" key={x}>
								{t(`terrain.${x}`)}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{game.players.map((p) => {
						const letter = playerLetter(game.players, p);
						const chart = game.charts[p]!;
						return (
							<tr key={p}>
								<th scope="row">{t('player.name', { letter })}</th>
								{TERRAINS.map((x) => (
									<td key={x}>
										{edit && onChange ? (
											<select
												aria-label={`${t('player.name', { letter })}, ${t(`terrain.${x}`)}`}
												value={chart[x]}
												onChange={(e) => onChange(p, { ...chart, [x]: Number((e.target as HTMLSelectElement).value) as Level })}
											>
												{LEVEL_NAMES.map((name, lv) => (
													<option value={lv} key={name}>
														{t(`level.${name}`)}
													</option>
												))}
											</select>
										) : (
											<span title={t(`level.${LEVEL_NAMES[chart[x]]}`)}>{t(`level.short.${LEVEL_NAMES[chart[x]]}`)}</span>
										)}
									</td>
								))}
							</tr>
						);
					})}
				</tbody>
		</TableWrap>
	);
}

function stageIndex(snap: Snap): number {
	const order = ['board', 'charts', 'reserve', 'startPlayer', 'food', 'supply', 'hand', 'seeding', 'ready'];
	return order.indexOf(String(snap.value));
}

function SetupTry({ n, lang, t, tc }: { n: PlayerCount; lang: Locale; t: T; tc: T }) {
	const [actor, snap] = useLiveActor(() => {
		const a = createActor(setupMachine, { input: setupInput(n) }).start();
		for (let i = 0; i < 7; i++) a.send({ type: 'NEXT' });
		return a;
	}, [n]);
	const [status, setStatus] = useState('');

	const send = (event: SetupEvent) => {
		actor.send(event);
		const next = actor.getSnapshot();
		if (event.type === 'SEED' && !next.context.refusal) {
			setStatus(next.status === 'done' ? t('setup.try.done', { total: next.context.game.placed }) : t('setup.try.placed', placeParams(next, event.cell, t)));
		} else if (!next.context.refusal) setStatus('');
	};

	const game = snap.context.game;
	const seeder = game.done ? undefined : game.order[game.placed];
	const refusal = snap.context.refusal;
	const marks: Record<string, 'last' | 'refused'> = {};
	if (snap.context.lastCell) marks[snap.context.lastCell] = 'last';
	return (
		<div class="wl-try">
			<p class="wt-info">{t('setup.try.intro')}</p>
			<p class="wl-turn" aria-live="polite">
				{seeder ? (
					<>
						<Token player={playerLetter(game.players, seeder)} small />
						{` ${t('setup.try.turn', { player: t('player.name', { letter: playerLetter(game.players, seeder) }), left: seedsLeft(game)[seeder] ?? 0 })}`}
					</>
				) : (
					t('setup.try.done', { total: game.placed })
				)}
			</p>
			<WildBoard board={game.board} occ={game.occ} players={game.players} lang={lang} t={t} marks={marks} onActivate={(cell) => send({ type: 'SEED', cell })} />
			{refusal && <RefusalNote refusal={localRefusal(refusal, t, game)} lang={lang} game="wildlife" tc={tc} tg={t} />}
			<p class="sr-only" role="status">
				{status}
			</p>
			<div class="wt-controls">
				<button
					type="button"
					class="wt-btn"
					onClick={() => {
						send({ type: 'RESET' });
						for (let i = 0; i < 7; i++) actor.send({ type: 'NEXT' });
						setStatus('');
					}}
				>
					{`↺ ${t('setup.try.restart')}`}
				</button>
			</div>
			<PlayersTable snap={snap} t={t} showStage={7} />
			<details class="wl-details">
				<summary>{t('setup.try.editCharts')}</summary>
				<p>{t('setup.try.editHelp')}</p>
				<ChartsTable snap={snap} t={t} edit={game.placed === 0} onChange={(player, chart) => send({ type: 'SET_CHART', player, chart })} />
			</details>
		</div>
	);
}

export interface SetupWidgetProps {
	lang: Locale;
	/** Player count shown first (2-6). */
	players?: number;
}

/** WildLife setup for 2-6 players: a guided walkthrough and a try-it seeding mode. */
export default function SetupWidget({ lang, players = 4 }: SetupWidgetProps) {
	const { t, tc } = useWildlifeStrings(lang);
	const initial = (PLAYER_COUNTS as readonly number[]).includes(players) ? (players as PlayerCount) : 4;
	const [n, setN] = useState<PlayerCount>(initial);
	const [urlReady, setUrlReady] = useState(false);
	// The player count travels in the URL with the step, so a shared link opens the same example.
	useEffect(() => {
		const asked = Number(new URLSearchParams(window.location.search).get(PLAYERS_PARAM));
		if ((PLAYER_COUNTS as readonly number[]).includes(asked)) setN(asked as PlayerCount);
		setUrlReady(true);
	}, []);
	const choose = (k: PlayerCount) => {
		setN(k);
		const params = new URLSearchParams(window.location.search);
		params.set(PLAYERS_PARAM, String(k));
		window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params}${window.location.hash}`);
	};
	const example = useMemo(() => setupExample(n), [n]);
	const snaps = useMemo(
		() => replayAll(setupMachine, example.input, example.steps.flatMap((s) => (s.event ? [s.event] : []))),
		[example],
	);

	const steps = example.steps.map((step, i) => {
		const snap = snaps[i]!;
		const params =
			step.event?.type === 'SEED'
				? placeParams(snap, step.event.cell, t)
				: { n, pieces: piecesPerPlayer(n), seeds: seedsPerPlayer(n) };
		return { text: t(step.narration, params) };
	});

	const toolbar = (
		<ChoiceGroup label={t('setup.players')}>
			{PLAYER_COUNTS.map((k) => (
				<button type="button" key={k} aria-pressed={k === n} aria-label={t('setup.playersButton', { n: k })} onClick={() => choose(k)}>
					{k}
				</button>
			))}
		</ChoiceGroup>
	);

	return (
		<Walkthrough
			id={WIDGET_ID}
			urlReady={urlReady}
			lang={lang}
			title={t('setup.title')}
			steps={steps}
			toolbar={toolbar}
			resetKey={n}
			renderBoard={(i) => {
				const snap = snaps[i]!;
				const step = example.steps[i]!;
				const marks: Record<string, 'last'> = {};
				if (step.event?.type === 'SEED') marks[step.event.cell] = 'last';
				return <WildBoard board={snap.context.game.board} occ={snap.context.game.occ} players={snap.context.game.players} lang={lang} t={t} marks={marks} />;
			}}
			renderSide={(i) => {
				const snap = snaps[i]!;
				return (
					<div class="wl-side">
						<PlayersTable snap={snap} t={t} showStage={stageIndex(snap)} />
						<details class="wl-details">
							<summary>{t('setup.charts.summary')}</summary>
							<ChartsTable snap={snap} t={t} />
						</details>
					</div>
				);
			}}
			renderTry={() => <SetupTry key={n} n={n} lang={lang} t={t} tc={tc} />}
			caption={<p>{t('setup.caption')}</p>}
		/>
	);
}

