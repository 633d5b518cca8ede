import { useMemo, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import type { T } from '../../i18n/format';
import type { Locale } from '../../i18n/paths';
import { replayAll } from '../../machines/shared/replay';
import { TIE_PRESETS, tieExample } from '../../machines/wildlife/examples/bigScoring';
import {
	TIE_PLAYERS,
	explainArea,
	explainHerds,
	explainMost,
	tieExplorerMachine,
	tiePoints,
	type AreaExplanation,
	type HerdEntry,
	type RankEntry,
	type TieContext,
	type TieEvent,
} from '../../machines/wildlife/scoring.machine';
import type { PlayerId } from '../../machines/wildlife/types';
import { RefusalNote } from '../shared/RefusalNote';
import { Token } from '../shared/Token';
import { Walkthrough } from '../shared/Walkthrough';
import { TableWrap } from '../shared/TableWrap';
import { useLiveActor } from '../shared/useLiveActor';
import { useWildlifeStrings } from './useStrings';
import { ChoiceGroup } from '../shared/ChoiceGroup';

// ---------------------------------------------------------------------------
// Sentences shared with the big-scoring widget (words only: ranks and points come from the machine)

export function ordinal(n: number, lang: Locale): string {
	if (lang === 'fr') return n === 1 ? '1er' : `${n}e`;
	const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
	return `${n}${s}`;
}

/** "1 pion" / "2 pions", "0 point" (fr) / "0 points" (en): `qty.<word>.one|other` by the language's plural rule. */
export function qty(t: T, lang: Locale, word: 'piece' | 'point', n: number): string {
	return t(`qty.${word}.${new Intl.PluralRules(lang).select(n) === 'one' ? 'one' : 'other'}`, { n });
}

export function joinNames(names: string[], t: T): string {
	if (names.length <= 1) return names.join('');
	return `${names.slice(0, -1).join(', ')}${t('sc.and')}${names[names.length - 1]}`;
}

type NameOf = (p: PlayerId) => string;

/** Groups of equal values, in ranking order. */
function groups<E extends { value: number }>(entries: E[]): E[][] {
	const out: E[][] = [];
	for (const e of entries) {
		const last = out[out.length - 1];
		if (last && last[0]!.value === e.value) last.push(e);
		else out.push([e]);
	}
	return out;
}

export function areaWhy(ex: AreaExplanation, spaces: number, name: NameOf, t: T, lang: Locale): string {
	if (ex.kind === 'empty') return t('sc.area.empty');
	if (ex.kind === 'monopoly') return t(ex.full ? 'sc.area.monopolyFull' : 'sc.area.monopoly', { player: name(ex.player), n: ex.value, pieces: qty(t, lang, 'piece', ex.value), spaces });
	return groups(ex.entries)
		.map((g) => {
			const e = g[0]!;
			if (g.length > 1)
				return t('sc.area.tie', { players: joinNames(g.map((x) => name(x.player)), t), rank: ordinal(e.rank, lang), n: e.value, pieces: qty(t, lang, 'piece', e.value), paid: ordinal(e.paidRank, lang), points: e.points, pts: qty(t, lang, 'point', e.points) });
			return t(e.points > 0 || e.rank <= 3 ? 'sc.area.rank' : 'sc.area.beyond', { player: name(e.player), rank: ordinal(e.rank, lang), n: e.value, pieces: qty(t, lang, 'piece', e.value), points: e.points, pts: qty(t, lang, 'point', e.points) });
		})
		.join(' ');
}

export function mostWhy(entries: RankEntry[], values: Record<PlayerId, number>, name: NameOf, t: T, lang: Locale): string {
	const zero = Object.entries(values)
		.filter(([, v]) => v <= 0)
		.map(([p]) => name(p));
	if (!entries.length) return t('sc.most.none');
	const parts = groups(entries).map((g) => {
		const e = g[0]!;
		if (g.length > 1)
			return t('sc.most.tie', { players: joinNames(g.map((x) => name(x.player)), t), rank: ordinal(e.rank, lang), n: e.value, paid: ordinal(e.paidRank, lang), points: e.points, pts: qty(t, lang, 'point', e.points) });
		return t(e.rank <= 2 ? 'sc.most.rank' : 'sc.most.beyond', { player: name(e.player), rank: ordinal(e.rank, lang), n: e.value, points: e.points, pts: qty(t, lang, 'point', e.points) });
	});
	if (zero.length) parts.push(t('sc.most.zero', { players: joinNames(zero, t) }));
	return parts.join(' ');
}

/** One sentence per scoring group of herds (plus the first herd out of the points), then "smaller score nothing". */
export function herdsWhy(entries: HerdEntry[], name: NameOf, t: T, lang: Locale): string {
	if (!entries.length) return t('sc.herd.none');
	const bySize = groups(entries.map((e) => ({ ...e, value: e.size })));
	const parts: string[] = [];
	let rest = false;
	for (const g of bySize) {
		const e = g[0]!;
		if (e.points === 0) {
			if (g.length === 1 && !rest && e.rank <= 6) parts.push(t('sc.herd.beyond', { player: name(e.player), size: e.size, rank: ordinal(e.rank, lang) }));
			rest = true;
			continue;
		}
		const owners = [...new Set(g.map((x) => x.player))];
		if (owners.length > 1)
			parts.push(t('sc.herd.tie', { size: e.size, rank: ordinal(e.rank, lang), players: joinNames(owners.map(name), t), paid: ordinal(e.paidRank, lang), points: e.points, pts: qty(t, lang, 'point', e.points) }));
		else if (g.length > 1) parts.push(t('sc.herd.own', { player: name(e.player), count: g.length, size: e.size, rank: ordinal(e.rank, lang), points: e.points }));
		else parts.push(t('sc.herd.rank', { player: name(e.player), size: e.size, rank: ordinal(e.rank, lang), points: e.points, pts: qty(t, lang, 'point', e.points) }));
	}
	if (rest) parts.push(t('sc.herd.rest'));
	return parts.join(' ');
}

// ---------------------------------------------------------------------------

const WIDGET_ID = 'tie-explorer';

function PointsTable({ caption, head, rows, t }: { caption: string; head: string; rows: { p: PlayerId; value: string; points: number; input?: preact.ComponentChildren }[]; t: T }) {
	return (
		<TableWrap caption={caption}>
				<thead>
					<tr>
						<th scope="col">{t('ties.player')}</th>
						<th scope="col">{head}</th>
						<th scope="col">{t('ties.points')}</th>
					</tr>
				</thead>
				<tbody>
					{rows.map((r) => (
						<tr key={r.p}>
							<th scope="row">
								<Token player={r.p} small />
								{` ${t('player.name', { letter: r.p })}`}
							</th>
							<td>{r.input ?? r.value}</td>
							<td>
								<strong>{r.points}</strong>
							</td>
						</tr>
					))}
				</tbody>
		</TableWrap>
	);
}

interface PanelProps {
	ctx: TieContext;
	t: T;
	lang: Locale;
	show: { area: boolean; herds: boolean; most: boolean };
	send?: (e: TieEvent) => void;
}

function NumberInput({ label, value, onCommit, invalid, wide }: { label: string; value: string; onCommit: (v: string) => void; invalid: boolean; wide?: boolean }) {
	return (
		<input
			class={`wl-sc-input${wide ? ' wl-sc-wide' : ''}`}
			type="text"
			inputMode={wide ? 'text' : 'numeric'}
			aria-label={label}
			aria-invalid={invalid ? 'true' : undefined}
			value={value}
			onChange={(e) => onCommit((e.target as HTMLInputElement).value)}
			onKeyDown={(e) => {
				if (e.key === 'Enter') onCommit((e.target as HTMLInputElement).value);
			}}
		/>
	);
}

function TiePanels({ ctx, t, lang, show, send }: PanelProps) {
	const pts = tiePoints(ctx);
	const name = (p: PlayerId) => t('player.name', { letter: p });
	const bad = (key: string) => !!ctx.refusal && ctx.refusal.key.startsWith(key);
	const player = (p: string) => t('player.name', { letter: p });
	return (
		<div class="wl-sc-panels">
			{show.area && (
				<section class="wl-sc-panel" role="group" aria-label={t('ties.area.title')}>
					<p class="wl-sc-h">{t('ties.area.title')}</p>
					<p>
						{send ? (
							// biome-ignore lint/a11y/noLabelWithoutControl: NumberInput renders the <input> this label wraps.
							<label>
								{`${t('ties.spaces')} `}
								<NumberInput label={t('ties.spaces')} value={String(ctx.spaces)} invalid={bad('ties.badSpaces')} onCommit={(value) => send({ type: 'SET_SPACES', value })} />
							</label>
						) : (
							<>
								{`${t('ties.spaces')} : `}
								<strong>{ctx.spaces}</strong>
							</>
						)}
					</p>
					<PointsTable
						caption={t('ties.area.title')}
						head={t('ties.pieces')}
						t={t}
						rows={TIE_PLAYERS.map((p) => ({
							p,
							value: String(ctx.counts[p] ?? 0),
							points: pts.area[p] ?? 0,
							...(send
								? {
										input: (
											<NumberInput
												label={t('ties.inputLabel', { what: t('ties.pieces'), player: player(p) })}
												value={String(ctx.counts[p] ?? 0)}
												invalid={bad('ties.tooMany') || bad('ties.badCount')}
												onCommit={(value) => send({ type: 'SET_COUNT', player: p, value })}
											/>
										),
									}
								: {}),
						}))}
					/>
					<p class="wl-sc-why">{areaWhy(explainArea({ spaces: ctx.spaces, counts: ctx.counts }), ctx.spaces, name, t, lang)}</p>
				</section>
			)}
			{show.herds && (
				<section class="wl-sc-panel" role="group" aria-label={t('ties.herds.title')}>
					<p class="wl-sc-h">{t('ties.herds.title')}</p>
					{send && <p class="wl-sc-help">{t('ties.herdsHelp')}</p>}
					<PointsTable
						caption={t('ties.herds.title')}
						head={t('ties.herdsLabel')}
						t={t}
						rows={TIE_PLAYERS.map((p) => ({
							p,
							value: (ctx.herds[p] ?? []).join(', ') || '—',
							points: pts.herds[p] ?? 0,
							...(send
								? {
										input: (
											<NumberInput
												wide
												label={t('ties.inputLabel', { what: t('ties.herdsLabel'), player: player(p) })}
												value={(ctx.herds[p] ?? []).join(', ')}
												invalid={bad('ties.badHerds')}
												onCommit={(value) => send({ type: 'SET_HERDS', player: p, value })}
											/>
										),
									}
								: {}),
						}))}
					/>
					<p class="wl-sc-why">{herdsWhy(explainHerds(ctx.herds), name, t, lang)}</p>
				</section>
			)}
			{show.most && (
				<section class="wl-sc-panel" role="group" aria-label={t('ties.most.title')}>
					<p class="wl-sc-h">{t('ties.most.title')}</p>
					<PointsTable
						caption={t('ties.most.title')}
						head={t('ties.value')}
						t={t}
						rows={TIE_PLAYERS.map((p) => ({
							p,
							value: String(ctx.most[p] ?? 0),
							points: pts.most[p] ?? 0,
							...(send
								? {
										input: (
											<NumberInput
												label={t('ties.inputLabel', { what: t('ties.value'), player: player(p) })}
												value={String(ctx.most[p] ?? 0)}
												invalid={bad('ties.badMost')}
												onCommit={(value) => send({ type: 'SET_MOST', player: p, value })}
											/>
										),
									}
								: {}),
						}))}
					/>
					<p class="wl-sc-why">{mostWhy(explainMost(ctx.most), ctx.most, name, t, lang)}</p>
				</section>
			)}
		</div>
	);
}

function summary(ctx: TieContext, t: T): string {
	const pts = tiePoints(ctx);
	const line = (rec: Record<string, number>) => TIE_PLAYERS.map((p) => `${p} ${rec[p] ?? 0}`).join(', ');
	return t('ties.try.summary', { area: line(pts.area), herds: line(pts.herds), most: line(pts.most) });
}

function TieTry({ lang, t, tc }: { lang: Locale; t: T; tc: T }) {
	const ex = useMemo(() => tieExample(), []);
	const [actor, snap] = useLiveActor(() => createActor(tieExplorerMachine, { input: ex.input }).start(), [ex]);
	const [status, setStatus] = useState('');
	const send = (e: TieEvent) => {
		actor.send(e);
		const next = actor.getSnapshot();
		if (!next.context.refusal) {
			setStatus(t('ties.try.changed', { summary: summary(next.context, t) }));
		} else setStatus('');
	};
	const ctx = snap.context;
	return (
		<div class="wl-try">
			<p class="wt-info">{t('ties.try.intro')}</p>
			<ChoiceGroup label={t('ties.presets')}>
				{TIE_PRESETS.map((p) => (
					<button type="button" key={p.id} aria-pressed={ctx.preset === p.id} onClick={() => send({ type: 'PRESET', id: p.id })}>
						{t(`ties.preset.${p.id}`)}
					</button>
				))}
			</ChoiceGroup>
			{ctx.refusal && <RefusalNote refusal={ctx.refusal} lang={lang} game="wildlife" tc={tc} tg={t} />}
			<TiePanels ctx={ctx} t={t} lang={lang} show={{ area: true, herds: true, most: true }} send={send} />
			<p class="sr-only" role="status">
				{status}
			</p>
			<div class="wt-controls">
				<button type="button" class="wt-btn" onClick={() => send({ type: 'RESET' })}>
					{`↺ ${t('ties.try.reset')}`}
				</button>
			</div>
		</div>
	);
}

/** Ranks, points and a sentence per tie, for an area, the herds and a 4/2 category: rulebook presets + editor. */
export default function TieExplorerWidget({ lang }: { lang: Locale }) {
	const { t, tc } = useWildlifeStrings(lang);
	const ex = useMemo(() => tieExample(), []);
	const snaps = useMemo(() => replayAll(tieExplorerMachine, ex.input, ex.steps.flatMap((s) => (s.event ? [s.event] : []))), [ex]);
	const steps = ex.steps.map((s, i) => {
		const preset = TIE_PRESETS[i]!;
		return { text: `${t(`ties.preset.${preset.id}`)}. ${t(s.narration)}` };
	});
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('ties.title')}
			steps={steps}
			renderBoard={(i) => {
				const focus = TIE_PRESETS[i]!.focus;
				return <TiePanels ctx={snaps[i]!.context} t={t} lang={lang} show={{ area: focus === 'area', herds: focus === 'herds', most: focus === 'most' }} />;
			}}
			renderTry={() => <TieTry lang={lang} t={t} tc={tc} />}
			caption={<p>{t('ties.caption')}</p>}
		/>
	);
}
