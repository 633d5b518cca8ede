/** The small-scoring widget's try-it mode: fill areas, move the track (runs the machine; loaded on demand). */
import type { Seat } from '../../machines/shared/seats';
import { useState } from 'preact/hooks';
import { createActor } from 'xstate';
import type { T } from '../../i18n/wildlife/messages';
import { smallScoringInput } from '../../machines/wildlife/examples/smallScoring';
import { smallScoringMachine, type SmallScoringContext } from '../../machines/wildlife/smallScoring.machine';

import { ChoiceGroup } from '../shared/ChoiceGroup';
import { RefusalNote } from '../shared/RefusalNote';
import { Token } from '../shared/Token';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { boardMarks, Scores, SMALL_ID as WIDGET_ID, Track } from './scoringWidgets';
import { areaLabel } from './smallScoringParts';
import { WildBoard } from './WildBoard';
import type { TryPartProps } from '../shared/useMessages';
import { playerNoun } from './playerNames';

export interface SmallScoringTryProps extends TryPartProps<'wildlife'> {
	players: 2 | 4;
	onPlayers: (n: 2 | 4) => void;
}

function statusText(ctx: SmallScoringContext, t: T): string {
	const last = ctx.last;
	if (!last) return '';
	if (last.kind === 'track') return t('small.try.trackSet', { values: ctx.track.values.join(', ') });
	const base = { player: playerNoun(t, last.player), area: areaLabel(last.area, t) };
	switch (last.kind) {
		case 'scored': {
			const p = { ...base, points: last.points, position: last.position };
			if (last.endsGame || last.lastMarker) return t('small.step.last', p);
			return t(last.big ? 'small.step.big' : last.action === 'migrate' ? 'small.step.migrate' : 'small.step.scored', p);
		}
		case 'alreadyScored':
			return t('small.step.again', base);
		case 'noMarker':
			return t('small.try.noMarker', base);
		case 'notFull':
			return t('small.try.notFull', { ...base, free: last.free });
		case 'removed':
			return t(last.scored ? 'small.try.removedScored' : 'small.try.removed', base);
	}
}

export function SmallScoringTry({ players, lang, t, tc, onPlayers }: SmallScoringTryProps) {
	const { snap, send, status, setStatus } = useTryIt(
		() => createActor(smallScoringMachine, { input: smallScoringInput(players) }).start(),
		[players],
		(next) => (next.context.refusal ? '' : statusText(next.context, t)),
	);
	const [who, setWho] = useState<Seat>('A');
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
						<button
							type="button"
							key={p}
							aria-pressed={who === p}
							aria-label={t('small.try.whoButton', { player: playerNoun(t, p), letter: p })}
							onClick={() => setWho(p)}
						>
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
						lang={lang}
						t={t}
						marks={boardMarks(ctx)}
						onActivate={(cell) => send(ctx.occ[cell] === undefined ? { type: 'PLACE', cell, player: who } : { type: 'REMOVE', cell })}
					/>
				</div>
				<div class="wl-side">
					{ctx.refusal && <RefusalNote refusal={ctx.refusal} lang={lang} game="wildlife" tc={tc} tg={t.ref} />}
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
							data-refused-input="abc"
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
