/** The end-scoring widget's try-it mode: type your objective card's table and the parcels (runs the machine). */
import { createActor } from 'xstate';
import type { ObjectiveRow } from '../../machines/planet/scoring';
import { endScoringMachine } from '../../machines/planet/endScoring.machine';
import { endInput } from '../../machines/planet/examples/endScoring';
import type { Terrain } from '../../machines/planet/regions';
import { RefusalNote } from '../shared/RefusalNote';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { EndTable, endName, WIDGET_ID, winnerText } from './endParts';
import type { TryPartProps } from '../shared/useMessages';

export type EndTryProps = TryPartProps<'planet'>;

const FIELDS: (keyof ObjectiveRow)[] = ['min', 'max', 'points'];
const FIELD_KEY = { min: 'end.try.min', max: 'end.try.max', points: 'end.try.points' } as const;

export function EndTry({ lang, t, tc }: EndTryProps) {
	const { snap, send, status, setStatus } = useTryIt(
		() => createActor(endScoringMachine, { input: endInput() }).start(),
		[],
		(next) =>
			next.context.refusal
				? ''
				: t('end.try.updated', {
						totals: next.context.players.map((p) => `${endName(p.seat)} ${next.context.scores[p.seat]!.total}`).join(', '),
						result: winnerText(next.context, t),
					}),
	);
	const ctx = snap.context;
	return (
		<div class="pl-try" data-game="planet">
			<p class="wt-info">{t('end.try.intro')}</p>
			<label class="wt-choice">
				<input type="checkbox" checked={ctx.beginners} onChange={(e) => send({ type: 'SET_BEGINNERS', on: (e.target as HTMLInputElement).checked })} />
				{` ${t('end.try.beginners')}`}
			</label>
			{(Object.entries(ctx.tables) as [Terrain, ObjectiveRow[]][]).map(([terrain, rows]) => (
				<fieldset key={terrain} class="pl-rows">
					<legend>{`${t('end.table', { terrain })} ${t(terrain === 'glacier' ? 'end.rulebookTable' : 'end.teachingTable')}`}</legend>
					{rows.map((row, r) => (
						<div class="pl-rowedit" key={`${terrain}-${r}`}>
							{FIELDS.map((field) => (
								<label key={field}>
									{t(FIELD_KEY[field], { n: r + 1 })}
									<input
										class="wt-number"
										type="text"
										inputMode="numeric"
										value={`${row[field]}`}
										id={`${WIDGET_ID}-${terrain}-${r}-${field}`}
										onChange={(e) => send({ type: 'SET_ROW', terrain, row: r, field, value: (e.target as HTMLInputElement).value })}
									/>
								</label>
							))}
							<button type="button" class="wt-btn" data-cell={`${terrain}-row-${r + 1}`} onClick={() => send({ type: 'REMOVE_ROW', terrain, row: r })}>
								{t('end.try.remove', { n: r + 1 })}
							</button>
						</div>
					))}
					<button type="button" class="wt-btn" onClick={() => send({ type: 'ADD_ROW', terrain })}>
						{t('end.try.add')}
					</button>
				</fieldset>
			))}
			<div class="pl-rowedit">
				{ctx.players.map((p) => (
					<label key={p.seat}>
						{t('end.try.parcels', { name: endName(p.seat) })}
						<input
							class="wt-number"
							type="text"
							inputMode="numeric"
							value={`${p.parcels}`}
							onChange={(e) => send({ type: 'SET_PARCELS', player: p.seat, value: (e.target as HTMLInputElement).value })}
						/>
					</label>
				))}
			</div>
			{ctx.refusal && <RefusalNote refusal={ctx.refusal} lang={lang} game="planet" tc={tc} tg={t.ref} />}
			<EndTable ctx={ctx} t={t} />
			<p>
				<strong>{winnerText(ctx, t)}</strong>
			</p>
			<StatusLine text={status} />
			<TryControls
				restart={t('end.try.restart')}
				onRestart={() => {
					send({ type: 'RESET' });
					setStatus('');
				}}
			/>
		</div>
	);
}
