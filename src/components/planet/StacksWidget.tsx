import type { T } from '../../i18n/planet/messages';
import type { Locale } from '../../i18n/paths';
import type { PlayerCount } from '../../machines/planet/round';
import type { StacksContext, stacksMachine } from '../../machines/planet/stacks.machine';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { useUrlChoice } from '../shared/useUrlChoice';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import { useMessages } from '../shared/useMessages';
import './planet.css';
import { leftoversText, person } from './words';
import type { NarrationKey } from '../../machines/planet/keys';
import { castName, TABLE_CAST } from '../../machines/planet/examples/cast';
import type { Seat } from '../../machines/shared/seats';

export const WIDGET_ID = 'round-stacks-example';
/** The example table, seat by seat (src/machines/planet/examples/cast.ts). */
const nameOf = (t: T, seat: Seat) => person(t, castName(TABLE_CAST, seat));

/** A step of the walkthrough in words (exported for the unit test that reads the real sentences). */
export function stepText(narration: NarrationKey, ctx: StacksContext, t: T): string {
	if (narration === 'stacks.step.setup') return t.ref(narration, { n: ctx.players.length, first: nameOf(t, ctx.players[0]!) });
	const tiles = ctx.tiles!;
	const cards = ctx.columns[ctx.round] ?? 0;
	const left = leftoversText(t, tiles.leftovers);
	// Explain once, then a short line (issue 27, item 4): the first round in full, « pas encore de vie »
	// once, the first awards in full; later rounds name who chooses first, the leftovers and the cards.
	const life = ctx.round === 2 ? '' : ctx.round <= 3 ? t('stacks.life', { round: ctx.round, cards }) : t('stacks.lifeNext', { cards });
	if (ctx.round === 1)
		return t.ref(narration, { round: ctx.round, revealed: tiles.revealed, order: t.list(ctx.order.map((seat) => nameOf(t, seat))), left, life });
	const first = nameOf(t, ctx.order[0]!);
	if (ctx.round === 2) return t('stacks.step.pass', { first, left });
	return t(ctx.round === 12 ? 'stacks.step.last' : 'stacks.step.next', { round: ctx.round, revealed: tiles.revealed, first, left, life });
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
					const label = `${t('stacks.stackCount', { n, count })}${cards ? `, ${t('stacks.column', { n, count: cards })}` : ''}${ctx.judged === n ? `, ${t('stacks.awarded')}` : ''}`;
					return (
						<li key={n} class={`${ctx.round === n ? 'is-now' : ''}${ctx.judged === n ? ' is-judged' : ''}`} aria-label={label}>
							<span class="pl-pile" aria-hidden="true">{`${n}`}</span>
							<span class="pl-pips" aria-hidden="true">
								{'▮'.repeat(count) || '·'}
							</span>
							<span class="pl-col-cards" aria-hidden="true">
								{cards ? '▭'.repeat(cards) : '–'}
							</span>
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
