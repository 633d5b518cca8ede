import { useMemo, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import type { T } from '../../i18n/format';
import type { Locale } from '../../i18n/paths';
import { areaById, freeCells } from '../../machines/wildlife/board';
import { smallScoringExample, smallScoringInput } from '../../machines/wildlife/examples/smallScoring';
import { smallScoringMachine, type SmallScoringContext } from '../../machines/wildlife/smallScoring.machine';
import { RefusalNote } from '../shared/RefusalNote';
import { Token } from '../shared/Token';
import { Walkthrough } from '../shared/Walkthrough';
import { ordinal } from './scoringWords';
import { WildBoard } from './WildBoard';
import { PlayersTable } from '../shared/PlayersTable';
import { useGuidedExample } from '../shared/useGuidedExample';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { useWildlifeStrings } from './useStrings';
import { ChoiceGroup } from '../shared/ChoiceGroup';

const WIDGET_ID = 'small-scoring-example';

function areaLabel(areaId: string, t: T): string {
	const area = areaById(areaId)!;
	return t('area.name', { terrain: t(`terrain.${area.terrain}`).toLowerCase(), size: t(`size.${area.size}`) });
}

function outcomeParams(ctx: SmallScoringContext, t: T, lang: Locale): Record<string, string | number> {
	const last = ctx.last;
	if (!last || last.kind === 'track') return {};
	const base = { player: t('player.name', { letter: last.player }), area: areaLabel(last.area, t) };
	if (last.kind === 'scored') return { ...base, points: last.points, position: ordinal(last.position, lang) };
	if (last.kind === 'notFull') return { ...base, free: last.free };
	return base;
}

/** The territory track as the machine gives it: value, purple (big scoring) spaces, markers taken or in place. */
function Track({ ctx, t }: { ctx: SmallScoringContext; t: T }) {
	return (
		<div class="wl-sc-trackbox">
			<p class="wl-sc-h">{t('small.track.title')}</p>
			<ol class="wl-sc-track">
				{ctx.spaces.map(({ n, value, big, taken }) => {
					const desc = [t('small.track.space', { n, value }), big ? t('small.track.big') : '', taken ? t('small.track.taken') : t('small.track.here')].filter(Boolean).join(', ');
					return (
						<li key={n} class={`wl-sc-space${big ? ' is-big' : ''}${taken ? ' is-taken' : ''}`} aria-label={desc} title={desc}>
							<span class="wl-sc-n" aria-hidden="true">
								{n}
							</span>
							<span class="wl-sc-v" aria-hidden="true">
								{value}
							</span>
							<span class="wl-sc-m" aria-hidden="true">
								{taken ? '' : '●'}
							</span>
							{big && (
								<span class="wl-sc-b" aria-hidden="true">
									★
								</span>
							)}
						</li>
					);
				})}
			</ol>
			<p class="wl-sc-help">{`${t('small.track.left', { left: ctx.markersLeft })} ★ = ${t('small.track.big')}.`}</p>
		</div>
	);
}

function Scores({ ctx, t }: { ctx: SmallScoringContext; t: T }) {
	return (
		<PlayersTable
			caption={t('small.scores.caption')}
			head={t('small.scores.player')}
			rows={ctx.input.players.map((p) => ({ id: p, letter: p, name: t('player.name', { letter: p }) }))}
			columns={[{ head: t('small.scores.points'), cell: (p) => ctx.scores[p] ?? 0 }]}
		/>
	);
}

/** Free cells outlined; the cell just played marked. */
function boardMarks(ctx: SmallScoringContext): Record<string, 'last' | 'hint'> {
	const marks: Record<string, 'last' | 'hint'> = {};
	for (const a of ctx.board.areas) for (const c of freeCells(a, ctx.occ)) marks[c] = 'hint';
	if (ctx.last && ctx.last.kind !== 'track' && ctx.last.kind !== 'removed') marks[ctx.last.cell] = 'last';
	return marks;
}

function statusText(ctx: SmallScoringContext, t: T, lang: Locale): string {
	const last = ctx.last;
	if (!last) return '';
	if (last.kind === 'track') return t('small.try.trackSet', { values: ctx.track.values.join(', ') });
	const p = outcomeParams(ctx, t, lang);
	switch (last.kind) {
		case 'scored':
			if (last.endsGame || last.lastMarker) return t('small.step.last', p);
			return t(last.big ? 'small.step.big' : last.action === 'migrate' ? 'small.step.migrate' : 'small.step.scored', p);
		case 'alreadyScored':
			return t('small.step.again', p);
		case 'noMarker':
			return t('small.try.noMarker', p);
		case 'notFull':
			return t('small.try.notFull', p);
		case 'removed':
			return t(last.scored ? 'small.try.removedScored' : 'small.try.removed', p);
	}
}

function SmallTry({ players, lang, t, tc, onPlayers }: { players: 2 | 4; lang: Locale; t: T; tc: T; onPlayers: (n: 2 | 4) => void }) {
	const { snap, send, status, setStatus } = useTryIt(() => createActor(smallScoringMachine, { input: smallScoringInput(players) }).start(), [players], (next) =>
		next.context.refusal ? '' : statusText(next.context, t, lang),
	);
	const [who, setWho] = useState('A');
	const [values, setValues] = useState(snap.context.track.values.join(', '));
	const ctx = snap.context;
	const over = snap.value === 'over';
	const applyValues = () => send({ type: 'SET_TRACK', values: values.split(/[\s,;]+/).filter((s) => s !== '') });
	return (
		<div class="wl-try">
			<p class="wt-info">{t('small.try.intro')}</p>
			<div class="wt-toolbar">
				<ChoiceGroup label={t('small.try.players')}>
					{([2, 4] as const).map((n) => (
						<button type="button" key={n} aria-pressed={n === players} aria-label={t('small.try.playersButton', { n })} onClick={() => onPlayers(n)}>
							{n}
						</button>
					))}
				</ChoiceGroup>
				<ChoiceGroup label={t('small.try.who')}>
					{ctx.input.players.map((p) => (
						<button type="button" key={p} aria-pressed={who === p} aria-label={t('small.try.whoButton', { letter: p })} onClick={() => setWho(p)}>
							<Token player={p} small />
							{` ${p}`}
						</button>
					))}
				</ChoiceGroup>
			</div>
			<div class="wl-layout">
				<div>
					<WildBoard
						board={ctx.board}
						occ={ctx.occ}
						players={ctx.input.players}
						lang={lang}
						t={t}
						marks={boardMarks(ctx)}
						onActivate={(cell) => send(ctx.occ[cell] === undefined ? { type: 'PLACE', cell, player: who } : { type: 'REMOVE', cell })}
					/>
				</div>
				<div class="wl-side">
					{ctx.refusal && <RefusalNote refusal={ctx.refusal} lang={lang} game="wildlife" tc={tc} tg={t} />}
					{over && <p class="wt-notice">{t('small.try.over')}</p>}
					<Track ctx={ctx} t={t} />
					<Scores ctx={ctx} t={t} />
					<div class="wl-sc-values">
						<label for={`${WIDGET_ID}-values`}>{t('small.try.values')}</label>
						<p class="wl-sc-help" id={`${WIDGET_ID}-values-help`}>
							{t('small.try.valuesHelp')}
						</p>
						<input
							id={`${WIDGET_ID}-values`}
							class="wt-number wl-sc-input wl-sc-wide"
							type="text"
							aria-describedby={`${WIDGET_ID}-values-help`}
							aria-invalid={ctx.refusal?.key === 'track.invalid' ? 'true' : undefined}
							value={values}
							onInput={(e) => setValues((e.target as HTMLInputElement).value)}
							onKeyDown={(e) => {
								if (e.key === 'Enter') applyValues();
							}}
						/>{' '}
						<button type="button" class="wt-btn" onClick={applyValues}>
							{t('small.try.apply')}
						</button>
					</div>
				</div>
			</div>
			<StatusLine text={status} />
			<TryControls
				restart={t('small.try.restart')}
				onRestart={() => {
					send({ type: 'RESET' });
					setStatus('');
				}}
			/>
		</div>
	);
}

/** Small scoring: areas filled one after another, the territory track, big-scoring triggers at 4, 8, 11. */
export default function SmallScoringWidget({ lang }: { lang: Locale }) {
	const { t, tc } = useWildlifeStrings(lang);
	const [players, setPlayers] = useState<2 | 4>(4);
	const ex = useMemo(() => smallScoringExample(), []);
	const frames = useGuidedExample(smallScoringMachine, ex);
	const steps = frames.map((f) => ({ text: t(f.narration, outcomeParams(f.snap.context, t, lang)) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('small.title')}
			steps={steps}
			renderBoard={(i) => {
				const ctx = frames[i]!.snap.context;
				return <WildBoard board={ctx.board} occ={ctx.occ} players={ctx.input.players} lang={lang} t={t} marks={boardMarks(ctx)} />;
			}}
			renderSide={(i) => {
				const ctx = frames[i]!.snap.context;
				return (
					<div class="wl-side">
						<Track ctx={ctx} t={t} />
						<Scores ctx={ctx} t={t} />
					</div>
				);
			}}
			renderTry={() => <SmallTry key={players} players={players} lang={lang} t={t} tc={tc} onPlayers={setPlayers} />}
			caption={<p>{t('small.caption')}</p>}
		/>
	);
}
