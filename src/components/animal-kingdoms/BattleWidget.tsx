import type { T } from '../../i18n/animal-kingdoms/messages';
import type { Locale } from '../../i18n/paths';
import type { BattleState } from '../../machines/animal-kingdoms/battle';
import type { battleMachine } from '../../machines/animal-kingdoms/battle.machine';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import { Token } from '../shared/Token';
import { type GuidedFrames, useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import type { BattleTryProps } from './BattleTry';
import { btParams } from './btWords';
import { useMessages } from '../shared/useMessages';
import { cardName, playerName } from './words';
import './animal-kingdoms.css';
import type { NarrationKey } from '../../machines/animal-kingdoms/keys';

const WIDGET_ID = 'battle';

const loadTry: TryLoader<BattleTryProps> = () => import('./BattleTry').then((m) => m.BattleTry);

/** The fighters: their card on the table (with reinforcements), tokens, hand, and who is out or has won. */
export function BattleTable({ b, t }: { b: BattleState; t: T }) {
	const last = b.history.at(-1);
	return (
		<div class="ak-battle">
			<p class="ak-battle-title">{t('bt.panel')}</p>
			<ul class="ak-reveal ak-fighters">
				{b.fighters.map((p) => {
					const card = b.revealed?.[p];
					const plus = (b.plus[p] ?? 0) * 2;
					const shown = card ? { name: cardName(t, card), value: card.value, plus } : last?.cards[p] ? { name: '', value: last.cards[p]!.value, plus: last.cards[p]!.plus } : null;
					const out = b.out.includes(p);
					const won = b.result?.winners.includes(p);
					return (
						<li key={p} class={out ? 'is-out' : undefined}>
							<Token player={p} shape="square" />
							<span>
								<strong>{playerName(t, p)}</strong>
								{shown && (
									<>
										{' '}
										<span class="ak-big">{shown.plus ? `${shown.value} + ${shown.plus} = ${shown.value + shown.plus}` : shown.value}</span>
										{shown.name && <span class="sr-only">{` (${shown.name})`}</span>}
									</>
								)}
								{out && <em>{` — ${t('bt.out')}`}</em>}
								{won && <em>{` — ${t('bt.winner')}`}</em>}
								<br />
								<small>
									{`${t('table.tokens')} ${b.tokens[p] ?? 0} · ${t('bt.inHand', { values: b.hands[p]!.map((c) => c.value).join(', ') })}`}
								</small>
							</span>
						</li>
					);
				})}
			</ul>
		</div>
	);
}

/** A battle between tied players: reveal, reinforcements, another reveal, a 1 beating an 8. */
export default function BattleWidget({ lang, frames: replayed }: { lang: Locale; /** frames.ts: battleFrames() */ frames: GuidedFrames<typeof battleMachine, NarrationKey> }) {
	const { t, tc } = useMessages('animal-kingdoms', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: t(f.narration, { ...btParams(t, f.snap.context.battle), ...f.params }) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('bt.title')}
			steps={steps}
			renderBoard={(i) => <BattleTable b={frames[i]!.snap.context.battle} t={t} />}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{`${t('bt.caption')} ${t('species.note')}`}</p>}
		/>
	);
}
