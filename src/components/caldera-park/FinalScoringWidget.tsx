import type { T } from '../../i18n/caldera-park/messages';
import type { Locale } from '../../i18n/paths';
import type { CategoryScore } from '../../machines/caldera-park/final';
import { familiesBestFirst } from '../../machines/caldera-park/scoring';
import type { FinalContext, finalScoringMachine } from '../../machines/caldera-park/finalScoring.machine';
import { ScoringTable } from '../shared/ScoringTable';
import { TableWrap } from '../shared/TableWrap';
import { Token } from '../shared/Token';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import { CpPark } from './CpPark';
import { useMessages } from '../shared/useMessages';
import { familyWords } from './words';
import type { NarrationKey } from '../../machines/caldera-park/keys';
import { oneOf } from '../shared/oneOf';
import { PLAYER_IDS } from '../../data/caldera-park/players';

export const WIDGET_ID = 'final-scoring-example';

/** Rings on the park for the category the marmot is on: covered / still visible spaces, flips, families. */
function highlight(c: CategoryScore | undefined): Record<string, string> {
	const out: Record<string, string> = {};
	if (!c) return out;
	for (const f of c.flips ?? []) out[f.key] = 'cp-flip';
	if (c.coverage) {
		for (const k of c.coverage.coveredKeys) out[k] = 'cp-keep';
		for (const k of c.coverage.open) out[k] = 'cp-flip';
	}
	for (const g of c.geysers ?? []) for (const k of g.around) out[k] = g.open.includes(k) ? 'cp-flip' : g.surrounded ? 'cp-keep' : (out[k] ?? '');
	if (c.families) {
		c.families.forEach((f, i) => {
			for (const k of f.keys) out[k] = i === c.best ? 'cp-best' : 'cp-fam';
		});
	}
	return out;
}

function stepParams(ctx: FinalContext, t: T): Record<string, string | number> {
	const c = ctx.current ? ctx.score.categories.find((x) => x.category === ctx.current) : undefined;
	if (ctx.places) {
		const lin = ctx.input.others.find((o) => o.name === 'B');
		return { total: ctx.total, river: ctx.score.riverCovered, linRiver: lin?.riverCovered ?? 0 };
	}
	if (!c) return {};
	const base: Record<string, string | number> = { points: c.points };
	if (c.flips) base.n = c.flips.length;
	if (c.coverage) Object.assign(base, { covered: c.coverage.covered, total: c.coverage.total });
	if (c.geysers) Object.assign(base, { n: c.geysers.filter((g) => g.surrounded).length, total: c.geysers.length });
	if (c.families) {
		base.families = familiesBestFirst(c.families)
			.map((f) => familyWords(f, t))
			.join(t('list.sep'));
		base.best = c.best !== undefined && c.best >= 0 ? familyWords(c.families[c.best]!, t) : '';
	}
	return base;
}

function Families({ c, t }: { c: CategoryScore; t: T }) {
	if (!c.families) return null;
	return (
		<div>
			<p class="cp-h">{t('final.families', { species: c.category })}</p>
			{c.families.length === 0 ? (
				<p class="cp-note">{t('final.families.none')}</p>
			) : (
				<ul class="cp-fams">
					{c.families.map((f, i) => (
						<li key={f.keys[0]} class={i === c.best ? 'is-best' : undefined}>
							{familyWords(f, t)}
							{i === c.best && ` (${t('final.families.best')})`}
						</li>
					))}
				</ul>
			)}
		</div>
	);
}

function Places({ ctx, t }: { ctx: FinalContext; t: T }) {
	if (!ctx.places) return null;
	const all = [{ name: ctx.input.name, total: ctx.total, riverCovered: ctx.score.riverCovered, flipped: ctx.score.flipped }, ...ctx.input.others];
	return (
		<TableWrap caption={t('final.places')}>
			<thead>
				<tr>
					<th scope="col">{t('final.places.place')}</th>
					<th scope="col">{t('turn.players.name')}</th>
					<th scope="col">{t('final.places.total')}</th>
					<th scope="col">{t('final.places.river')}</th>
					<th scope="col">{t('final.places.flipped')}</th>
				</tr>
			</thead>
			<tbody>
				{ctx.places.flatMap(({ place: n, names }) => {
					return names.map((name) => {
						const p = all.find((x) => x.name === name)!;
						return (
							<tr key={name}>
								<td>{t(names.length > 1 ? 'final.places.shared' : 'final.places.nth', { n })}</td>
								<th scope="row">
									<Token player={name} small />
									{` ${t(`player.${oneOf(PLAYER_IDS, name) ? name : 'A'}`)}`}
								</th>
								<td>{p.total}</td>
								<td>{p.riverCovered}</td>
								<td>{p.flipped}</td>
							</tr>
						);
					});
				})}
			</tbody>
		</TableWrap>
	);
}

/** Mia's final scoring, 134, category by category as the marmot walks the action board; then the tie-breaks. */
export default function FinalScoringWidget({
	lang,
	frames: replayed,
}: {
	lang: Locale /** replayed at build time (frames.ts) */;
	frames: GuidedFrames<typeof finalScoringMachine, NarrationKey>;
}) {
	const { t, tc } = useMessages('caldera-park', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: t.ref(f.narration, stepParams(f.snap.context, t)) }));
	const mia = { id: 'A', letter: 'A' as const, name: t('player.A') };
	const owner = t.noun('player.A');
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('final.title')}
			steps={steps}
			renderBoard={(i) => {
				const ctx = frames[i]!.snap.context;
				const c = ctx.current ? ctx.score.categories.find((x) => x.category === ctx.current) : undefined;
				// The families of the category scored are drawn under the park: they change with it, step by step.
				return (
					<>
						<CpPark
							park={ctx.park}
							tiles={ctx.input.state.tiles}
							weather={ctx.input.state.weather}
							flipped={ctx.flipped}
							classes={highlight(c)}
							owner={owner}
							t={t}
							tc={tc}
							title={ctx.current ? t('final.marmot', { cat: t(`cat.${ctx.current}`) }) : t('turn.showing', { player: owner })}
						/>
						{c?.families && (
							<div class="cp-board-fams">
								<Families c={c} t={t} />
							</div>
						)}
					</>
				);
			}}
			renderSide={(i) => {
				const ctx = frames[i]!.snap.context;
				return (
					<div class="cp-side">
						<Places ctx={ctx} t={t} />
						<ScoringTable
							labels={{
								caption: t('final.pad'),
								line: t('final.pad.line'),
								total: t('final.pad.total'),
								current: t('final.pad.current'),
								pending: t('final.pad.pending'),
							}}
							players={[mia]}
							lines={ctx.score.categories.map((x) => ({ label: t(`cat.${x.category}`), points: { A: x.points } }))}
							scored={ctx.done}
							totals={{ A: ctx.total }}
						/>
					</div>
				);
			}}
			caption={
				<>
					<p>{t('final.caption')}</p>
					<p>{t('park.teaching')}</p>
				</>
			}
		/>
	);
}
