/** The tie explorer's try-it mode: edit an area, herds and a 4/2 category (runs the machine; loaded on demand). */
import { useMemo } from 'preact/hooks';
import { createActor } from 'xstate';
import type { T } from '../../i18n/wildlife/messages';
import { TIE_PRESETS, tieExample } from '../../machines/wildlife/examples/ties';
import { TIE_PLAYERS } from '../../machines/wildlife/tieGroups';
import { NumberField } from '../shared/NumberField';
import { tiesMachine, type TieContext } from '../../machines/wildlife/ties.machine';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { RefusalNote } from '../shared/RefusalNote';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { TiePanels } from './scoringWidgets';
import type { TryPartProps } from '../shared/useMessages';

export type TiesTryProps = TryPartProps<'wildlife'>;

function summary(ctx: TieContext, t: T): string {
	const pts = ctx.outcome.points;
	const line = (rec: Record<string, number>) => TIE_PLAYERS.map((p) => `${p} ${rec[p] ?? 0}`).join(', ');
	return t('ties.try.summary', { area: line(pts.area), herds: line(pts.herds), most: line(pts.most) });
}

export function TiesTry({ lang, t, tc }: TiesTryProps) {
	const ex = useMemo(() => tieExample(), []);
	const { snap, send, status } = useTryIt(
		() => createActor(tiesMachine, { input: ex.input }).start(),
		[ex],
		(next) => (next.context.refusal ? '' : t('ties.try.changed', { summary: summary(next.context, t) })),
	);
	const ctx = snap.context;
	return (
		<div class="wl-try">
			<p class="wt-info">{t('ties.try.intro')}</p>
			{ctx.refusal && <RefusalNote refusal={ctx.refusal} lang={lang} game="wildlife" tc={tc} tg={t.ref} />}
			<TiePanels ctx={ctx} t={t} lang={lang} show={{ area: true, herds: true, most: true }} send={send} Field={NumberField} />
			{/* The examples under the fields, not above them: twelve buttons pushed the fields down to
			    where a refusal docked in the controls bar covered the field it refused. */}
			<ChoiceGroup label={t('ties.presets')}>
				{TIE_PRESETS.map((p) => (
					<button type="button" key={p.id} aria-pressed={ctx.preset === p.id} onClick={() => send({ type: 'PRESET', id: p.id })}>
						{t(`ties.preset.${p.id}`)}
					</button>
				))}
			</ChoiceGroup>
			<StatusLine text={status} />
			<TryControls restart={t('ties.try.reset')} onRestart={() => send({ type: 'RESET' })} />
		</div>
	);
}
