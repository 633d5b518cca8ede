/** The end-of-age try-it mode: score the teaching board yourself, with battles or the peace treaty (runs the machine; loaded on demand). */
import { useMemo } from 'preact/hooks';
import { createActor } from 'xstate';
import { endOfAgeMachine } from '../../machines/animal-kingdoms/endOfAge.machine';
import { endOfAgeInput } from '../../machines/animal-kingdoms/examples/endOfAge';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { RefusalNote } from '../shared/RefusalNote';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { EoaBoard, EoaSide } from './endOfAgeParts';
import { eoaParams } from './eoaWords';
import { BattlePicks, BattleReinforce } from './BattlePicks';
import type { TryPartProps } from '../shared/useMessages';
import { kingdomNoun, refusalParams } from './words';

export type EndOfAgeTryProps = TryPartProps<'animal-kingdoms'>;

export function EndOfAgeTry({ lang, t, tc }: EndOfAgeTryProps) {
	const input = useMemo(() => endOfAgeInput(false), []);
	const { snap, send, status } = useTryIt(
		() => createActor(endOfAgeMachine, { input }).start(),
		[input],
		(after, before) => {
			const c = after.context;
			if (c.refusal) return '';
			const p = eoaParams(t, c);
			if (after.value === 'battle') return (c.battle?.revealed ? p.reveal : (p.compare ?? p.tie)) as string;
			if (c.results.length > before.context.results.length) return p.result as string;
			if (after.value === 'done') return t('eoa.step.nextAge', { totals: p['totals']!, first: p['first']! });
			return '';
		},
	);
	const c = snap.context;
	const b = c.battle && !c.battle.result ? c.battle : null;
	return (
		<div class="ak-try">
			<p class="wt-info">{t('eoa.try.intro')}</p>
			<ChoiceGroup label={t('eoa.try.mode')}>
				<button type="button" aria-pressed={!c.treaty} onClick={() => send({ type: 'TREATY', on: false })}>
					{t('eoa.try.battles')}
				</button>
				<button type="button" aria-pressed={c.treaty} onClick={() => send({ type: 'TREATY', on: true })}>
					{t('eoa.try.treaty')}
				</button>
			</ChoiceGroup>
			<EoaBoard c={c} t={t} />
			{c.refusal && (
				<RefusalNote refusal={{ ...c.refusal, params: refusalParams(t, c.refusal.params) }} lang={lang} game="animal-kingdoms" tc={tc} tg={t.ref} />
			)}
			<div class="ak-try-row">
				{snap.value === 'scoring' && (
					<button type="button" class="wt-btn" onClick={() => send({ type: 'SCORE' })}>
						{t('eoa.try.score', { kingdom: kingdomNoun(t, c.current) })}
					</button>
				)}
				{snap.value === 'scored' && <span>{t('eoa.try.allScored')}</span>}
				{snap.value !== 'done' && (
					// refused until every kingdom is scored
					<button type="button" class="wt-btn" data-refused-move={snap.value === 'scored' ? undefined : ''} onClick={() => send({ type: 'NEXT_AGE' })}>
						{t('eoa.try.nextAge')}
					</button>
				)}
			</div>
			{b && !b.revealed && <BattlePicks t={t} b={b} onReveal={(picks) => send({ type: 'REVEAL', picks })} />}
			{b?.revealed && (
				<BattleReinforce
					t={t}
					b={b}
					players={b.inContention}
					onReinforce={(player) => send({ type: 'REINFORCE', player })}
					onCompare={() => send({ type: 'COMPARE' })}
				/>
			)}
			<EoaSide c={c} t={t} />
			<StatusLine text={status} />
			<TryControls restart={t('eoa.try.reset')} onRestart={() => send({ type: 'RESET' })} />
		</div>
	);
}
