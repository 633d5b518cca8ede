/** The families explorer's try-it mode: pick a species, place, flip and remove tiles, move the Sun (runs the machine; loaded on demand). */
import { createActor } from 'xstate';
import { FAMILY_TILES } from '../../machines/caldera-park/examples/explorers';
import { familiesMachine } from '../../machines/caldera-park/families.machine';
import { SPECIES } from '../../machines/caldera-park/pieces';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { RefusalNote } from '../shared/RefusalNote';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { FamiliesList, FamiliesPark, familiesParams } from './explorerParts';
import type { TryPartProps } from '../shared/useMessages';
import { tileWords } from './words';

export type FamiliesTryProps = TryPartProps<'caldera-park'>;

export function FamiliesTry({ lang, t, tc }: FamiliesTryProps) {
	const { snap, send, status, setStatus } = useTryIt(
		() => createActor(familiesMachine, { input: { tiles: FAMILY_TILES, species: 'wolf' } }).start(),
		[],
		(next) => {
			const c = next.context;
			if (c.refusal || !c.last) return '';
			const score = t('families.scores', { points: familiesParams(c, t).points });
			if (c.last.kind === 'placed') return `${t('families.try.placed', { tile: tileWords(c.tiles[c.last.key]!, t) })} ${score}`;
			if (c.last.kind === 'sun') return t('families.try.sunMoved', { points: familiesParams(c, t).points });
			return `${t(c.last.kind === 'flipped' ? 'families.try.flipped' : 'families.try.removed')} ${score}`;
		},
	);
	const ctx = snap.context;
	return (
		<div class="cp-try">
			<p class="wt-info">{t('families.try.intro')}</p>
			<div class="wt-toolbar">
				<ChoiceGroup label={t('families.species')}>
					{SPECIES.map((s) => (
						<button type="button" key={s} aria-pressed={ctx.species === s} onClick={() => send({ type: 'SPECIES', species: s })}>
							{t(`cat.${s}`)}
						</button>
					))}
				</ChoiceGroup>
				<ChoiceGroup label={t('families.try.sun')}>
					{ctx.park.weatherOrder.map((k, i) => (
						<button type="button" key={k} aria-pressed={ctx.sun === k} onClick={() => send({ type: 'SUN', space: ctx.sun === k ? null : k })}>
							{`${t('space.weather')} ${i + 1}`}
						</button>
					))}
				</ChoiceGroup>
			</div>
			{ctx.refusal && <RefusalNote refusal={ctx.refusal} lang={lang} game="caldera-park" tc={tc} tg={t.ref} />}
			<FamiliesPark ctx={ctx} t={t} tc={tc} onActivate={(key) => send({ type: 'CELL', key })} />
			<FamiliesList ctx={ctx} t={t} />
			<StatusLine text={status} {...(status ? { class: 'wt-info' } : {})} />
			<TryControls
				restart={t('families.try.restart')}
				onRestart={() => {
					send({ type: 'RESET' });
					setStatus('');
				}}
			/>
		</div>
	);
}
