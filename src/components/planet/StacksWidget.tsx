import type { T } from '../../i18n/planet/messages';
import type { Locale } from '../../i18n/paths';
import type { PlayerCount } from '../../machines/planet/round';
import type { StacksContext, stacksMachine } from '../../machines/planet/stacks.machine';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { useUrlChoice } from '../shared/useUrlChoice';
import { type GuidedFrames, useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import { useMessages } from '../shared/useMessages';
import './planet.css';
import type { NarrationKey } from '../../machines/planet/keys';

export const WIDGET_ID = 'round-stacks-example';
const NAMES = ['Anna', 'Bruno', 'Chloé', 'David'];
const nameOf = (seat: string) => NAMES['ABCD'.indexOf(seat)] ?? seat;

function list(t: T, words: readonly string[]): string {
	if (words.length <= 1) return words.join('');
	return `${words.slice(0, -1).join(', ')}${t('and')}${words[words.length - 1]}`;
}

function stepText(narration: NarrationKey, ctx: StacksContext, t: T): string {
	if (narration === 'stacks.step.setup') return t(narration, { n: ctx.players.length, first: nameOf(ctx.players[0]!) });
	const tiles = ctx.tiles!;
	const dests = tiles.leftovers.map((d) => t('stacks.dest', { d: d.replace('stack-', 's') }));
	// Several leftovers to one place: say it once.
	const same = new Set(dests).size === 1;
	const left = t('stacks.left', { n: tiles.leftovers.length, dest: same ? (dests[0] ?? '') : list(t, dests) });
	const life = t('stacks.life', { round: ctx.round, cards: ctx.columns[ctx.round] ?? 0 });
	return t(narration, { round: ctx.round, revealed: tiles.revealed, order: list(t, ctx.order.map(nameOf)), left, life });
}

/** The row of 12 stacks over the columns of rounds 3–12, and the box. */
function Stacks({ ctx, t }: { ctx: StacksContext; t: T }) {
	return (
		<div class="pl-stackboard" data-game="planet">
			<p class="pl-h">{t('stacks.row')}</p>
			<ol class="pl-stacks">
				{ctx.stacks.map((count, i) => {
					const n = i + 1;
					const cards = ctx.columns[n] ?? 0;
					const label = `${t('stacks.stackCount', { n, count })}${cards ? `, ${t('stacks.column', { n, count: cards })}` : ''}${ctx.judged === n ? `, ${t('stacks.judged')}` : ''}`;
					return (
						<li key={n} class={`${ctx.round === n ? 'is-now' : ''}${ctx.judged === n ? ' is-judged' : ''}`} aria-label={label}>
							<span class="pl-pile" aria-hidden="true">{`${n}`}</span>
							<span class="pl-pips" aria-hidden="true">{'▮'.repeat(count) || '·'}</span>
							<span class="pl-col-cards" aria-hidden="true">{cards ? '▭'.repeat(cards) : '–'}</span>
						</li>
					);
				})}
			</ol>
			<p class="pl-box">{t('stacks.box', { count: ctx.boxed })}</p>
		</div>
	);
}

/** Where each leftover tile goes, round after round, for 2, 3 or 4 players; which column is judged. */
export default function StacksWidget({ lang, frames: all }: { lang: Locale; frames: Record<PlayerCount, GuidedFrames<typeof stacksMachine, NarrationKey>> }) {
	const { t } = useMessages('planet', lang);
	// The player count is in the URL beside the step (`?stacks-players=2&round-stacks-example=3`), so a
	// copied step link opens the same example.
	const choice = useUrlChoice<PlayerCount>('stacks-players', [2, 3, 4], 4);
	const players = choice.value;
	const frames = useGuidedExample(all[players]);
	const steps = frames.map((f) => ({ text: stepText(f.narration, f.snap.context, t) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('stacks.title')}
			steps={steps}
			resetKey={players}
			urlReady={choice.ready}
			toolbar={
				<ChoiceGroup label={t('stacks.players')}>
					{([2, 3, 4] as const).map((n) => (
						<button type="button" key={n} {...choice.button(n)} aria-label={t('stacks.playersButton', { n })}>
							{`${n}`}
						</button>
					))}
				</ChoiceGroup>
			}
			renderBoard={(i) => <Stacks ctx={frames[i]!.snap.context} t={t} />}
			caption={<p>{t('stacks.caption')}</p>}
		/>
	);
}
