import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { type PlayerCount, PLAYER_COUNTS } from '../../machines/wildlife/setup';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import { useGuidedExample } from '../shared/useGuidedExample';
import { UrlChoiceGroup } from '../shared/UrlChoiceGroup';
import { useUrlChoice } from '../shared/useUrlChoice';
import { Walkthrough } from '../shared/Walkthrough';
import type { SetupTryProps } from './SetupTry';
import { useMessages } from '../shared/useMessages';
import { WildBoard } from './WildBoard';
import './wildlife.css';
import { ChartsTable, placeParams, PLAYERS_PARAM, seedNarration, SetupPlayers, type SetupWidgetProps, WIDGET_ID } from './setupParts';

/** Try-it mode (runs the machine): loaded when the reader switches to it. */
const loadTry: TryLoader<SetupTryProps> = () => import('./SetupTry').then((m) => m.SetupTry);

/**
 * The players' charts, folded away (a long table on a phone), opened at the step that deals them,
 * where the teacher's script reads one out; the reader may fold them again.
 */
function Charts({ summary, dealt, children }: { summary: string; dealt: boolean; children: ComponentChildren }) {
	const ref = useRef<HTMLDetailsElement>(null);
	useEffect(() => {
		if (dealt && ref.current) ref.current.open = true;
	}, [dealt]);
	return (
		<details class="wl-details" ref={ref}>
			<summary>{summary}</summary>
			{children}
		</details>
	);
}

/** WildLife setup for 2-6 players: a guided walkthrough and a try-it seeding mode. */
export default function SetupWidget({ lang, players = 4, frames: all }: SetupWidgetProps) {
	const { t, tc } = useMessages('wildlife', lang);
	// The player count travels in the URL with the step, so a shared link opens the same example.
	const count = useUrlChoice<PlayerCount>(PLAYERS_PARAM, PLAYER_COUNTS, players as PlayerCount);
	const n = count.value;
	const frames = useGuidedExample(all[n]);
	const steps = frames.map(({ snap, event }, i) => ({
		text: t.ref(seedNarration(frames, i), event?.type === 'SEED' ? placeParams(snap, t) : { n, pieces: snap.context.pieces, seeds: snap.context.seeds }),
	}));

	return (
		<Walkthrough
			id={WIDGET_ID}
			urlReady={count.ready}
			resetKey={n}
			lang={lang}
			title={t('setup.title')}
			steps={steps}
			guidedToolbar={
				<UrlChoiceGroup label={t('setup.players')} choice={count} options={PLAYER_COUNTS} text={String} name={(k) => t('setup.playersButton', { n: k })} />
			}
			renderBoard={(i) => {
				const { snap } = frames[i]!;
				const { game, lastSeed } = snap.context;
				const marks: Record<string, 'last'> = {};
				if (lastSeed && frames[i]!.event?.type === 'SEED') marks[lastSeed.cell] = 'last';
				return <WildBoard board={game.board} occ={game.occ} lang={lang} t={t} marks={marks} />;
			}}
			renderSide={(i) => (
				<div class="wl-side">
					<SetupPlayers snap={frames[i]!.snap} t={t} />
					<Charts summary={t('setup.charts.summary')} dealt={frames[i]!.narration === 'setup.step.charts'}>
						<ChartsTable snap={frames[i]!.snap} t={t} />
					</Charts>
				</div>
			)}
			renderTry={() => <LazyTry key={n} load={loadTry} lang={lang} props={{ initial: n, lang, t, tc }} />}
			caption={<p>{t('setup.caption')}</p>}
		/>
	);
}
