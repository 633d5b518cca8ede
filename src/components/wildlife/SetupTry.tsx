/** The setup widget's try-it mode: the reader seeds the board for every player (runs the machine; loaded on demand). */
import { useState } from 'preact/hooks';
import { createActor } from 'xstate';
import { setupInput } from '../../machines/wildlife/examples/setup';
import { type PlayerCount, PLAYER_COUNTS } from '../../machines/wildlife/setup';
import { setupMachine } from '../../machines/wildlife/setup.machine';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { RefusalNote } from '../shared/RefusalNote';
import { Token } from '../shared/Token';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { playerNoun } from './playerNames';
import { ChartsTable, placeParams, SetupPlayers } from './setupParts';
import { localRefusal } from './words';
import { WildBoard } from './WildBoard';
import type { TryPartProps } from '../shared/useMessages';

export interface SetupTryProps extends TryPartProps<'wildlife'> {
	initial: PlayerCount;
}

export function SetupTry({ initial, lang, t, tc }: SetupTryProps) {
	const [n, setN] = useState<PlayerCount>(initial);
	const start = () => {
		const a = createActor(setupMachine, { input: setupInput(n) }).start();
		a.send({ type: 'SKIP_TO_SEEDING' });
		return a;
	};
	const { actor, snap, send, status, setStatus } = useTryIt(start, [n], (next, _before, event) => {
		if (next.context.refusal) return undefined;
		if (event.type !== 'SEED') return '';
		if (next.status === 'done') return t('setup.try.done', { total: next.context.game.placed });
		const p = placeParams(next, t);
		return p ? t('setup.try.placed', p) : '';
	});

	const { game, seeder, left, refusal, lastSeed } = snap.context;
	const marks: Record<string, 'last' | 'refused'> = {};
	if (lastSeed) marks[lastSeed.cell] = 'last';
	return (
		<div class="wl-try">
			<p class="wt-info">{t('setup.try.intro')}</p>
			<ChoiceGroup label={t('setup.players')}>
				{PLAYER_COUNTS.map((k) => (
					<button type="button" key={k} aria-pressed={k === n} aria-label={t('setup.playersButton', { n: k })} onClick={() => setN(k)}>
						{k}
					</button>
				))}
			</ChoiceGroup>
			<p class="wl-turn" aria-live="polite">
				{seeder ? (
					<>
						<Token player={seeder} small />
						{` ${t('setup.try.turn', { player: playerNoun(t, seeder), left: left[seeder] ?? 0 })}`}
					</>
				) : (
					t('setup.try.done', { total: game.placed })
				)}
			</p>
			<WildBoard board={game.board} occ={game.occ} lang={lang} t={t} marks={marks} onActivate={(cell) => send({ type: 'SEED', cell })} />
			{refusal && <RefusalNote refusal={localRefusal(refusal, t, game)} lang={lang} game="wildlife" tc={tc} tg={t.ref} />}
			<StatusLine text={status} />
			<TryControls
				restart={t('setup.try.restart')}
				onRestart={() => {
					actor.send({ type: 'RESET' });
					actor.send({ type: 'SKIP_TO_SEEDING' });
					setStatus('');
				}}
			/>
			<SetupPlayers snap={snap} t={t} />
			<details class="wl-details">
				<summary>{t('setup.try.editCharts')}</summary>
				<p>{t('setup.try.editHelp')}</p>
				<ChartsTable snap={snap} t={t} edit={game.placed === 0} onChange={(player, chart) => send({ type: 'SET_CHART', player, chart })} />
			</details>
		</div>
	);
}
