/** The WildLife score sheet's parts (ScoreSheet.tsx): the areas, herds and 4/2 categories with their sentences, rule links and reading marks, and the results table with the winner. */
import type { ComponentChildren } from 'preact';
import { withBase } from '../../base';
import type { Noun } from '../../i18n/format';
import type { WidgetT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';
import type { T } from '../../i18n/wildlife/messages';
import type { Seat } from '../../machines/shared/seats';
import type { RuleRef } from '../../machines/shared/types';
import { fieldId, MOST_KEYS, type MostKey, RULES, type SheetAreaLine, SHEET_AREAS, type SheetScore, type WlSheet } from '../../machines/wildlife/sheet';
import { tieGroups } from '../../machines/wildlife/tieGroups';
import type { HerdEntry, RankEntry } from '../../machines/wildlife/ties';
import { type CellRefusal, ruleHref, SheetCell, SheetRefusal } from '../shared/ScoreSheetParts';
import { TableWrap } from '../shared/TableWrap';
import { areaWhy, herdsWhy, mostWhy } from './scoringWords';
import './styles/wl-sheet.css';

export const GAME = 'wildlife';

/** The readings a line's sentence follows (src/data/wildlife/readings.ts), marked and linked to the ruling. */
type ReadingId = 'tie-drop-rank' | 'ties-four-two' | 'need-one-to-rank' | 'unconverted-food' | 'tie-for-win';

export interface Ctx {
	t: T;
	tc: WidgetT;
	lang: Locale;
	sheet: WlSheet;
	score: SheetScore;
	name: (p: Seat) => Noun;
	label: (p: Seat) => string;
	refusalAt: (field: string) => CellRefusal | undefined;
	update: (f: (s: WlSheet) => void) => void;
}

/** One cell per player, in a fieldset (a most category, the track). */
export function Row({
	tc,
	lang,
	score,
	label,
	refusalAt,
	update,
	legend,
	field,
	values,
	set,
	children,
	text,
}: Ctx & {
	legend: string;
	field: (i: number) => string;
	values: readonly string[];
	set: (s: WlSheet, i: number, v: string) => void;
	children?: ComponentChildren;
	text?: boolean;
}) {
	return (
		<fieldset>
			<legend>{legend}</legend>
			<div class="sheet-cells">
				{score.players.map((p, i) => (
					<SheetCell
						key={p}
						id={field(i)}
						label={label(p)}
						seat={p}
						value={values[i] ?? ''}
						onValue={(v) => update((s) => set(s, i, v))}
						refusal={refusalAt(field(i))}
						lang={lang}
						game={GAME}
						tc={tc}
						inputMode={text ? 'text' : 'numeric'}
					/>
				))}
			</div>
			{children}
		</fieldset>
	);
}

/** A line's sentence, its readings' marks and the link to its rule. */
function Why({ t, tc, lang, text, readings, rule }: Ctx & { text: string; readings: ReadingId[]; rule: RuleRef }) {
	return (
		<p class="sheet-why" data-why>
			{readings.length > 0 ? `${text} ` : text}
			{readings.map((id, i) => (
				<sup key={id} class="reading-mark" data-reading={id}>
					{i > 0 ? ' ' : null}
					<a href={withBase(`/${lang}/${GAME}/rulings/#${id}`)}>{tc('scoresheet.reading')}</a>
				</sup>
			))}{' '}
			<a href={ruleHref(lang, GAME, rule)}>{tc('scoresheet.why', { rule: t.ref(`rule.${rule.page}.${rule.anchor}` as never) })}</a>
		</p>
	);
}

/** After a tie of three or more, the next rank is our reading (tie-drop-rank), as the sentence says. */
function afterBigTie<E extends { rank: number; player: Seat }>(entries: readonly E[], distinct: boolean): boolean {
	const groups = tieGroups(entries);
	return groups.some((g, i) => i < groups.length - 1 && g.length >= 3 && (!distinct || new Set(g.map((e) => e.player)).size > 1));
}

export function AreaPart(ctx: Ctx & { line: SheetAreaLine }) {
	const { t, tc, lang, sheet, score, label, name, refusalAt, update, line } = ctx;
	const k = line.area;
	const area = SHEET_AREAS[k]!;
	const why = line.why;
	let text: string;
	let rule: RuleRef = RULES.areas;
	const readings: ReadingId[] = [];
	if (line.points === null && why.kind === 'monopoly') text = t('sheet.pendingSpaces', { player: name(why.player) });
	else {
		text = areaWhy(why, line.spaces ?? 0, name, t);
		if (why.kind === 'ranked') {
			if (tieGroups(why.entries).some((g) => g.length > 1)) rule = RULES.ties;
			if (afterBigTie(why.entries, false)) readings.push('tie-drop-rank');
		}
	}
	const kRefusal = refusalAt(fieldId.area(k));
	return (
		<fieldset class="sheet-kingdom" data-area={area.id}>
			<legend>{t(`area.${area.id}` as never)}</legend>
			<div class="sheet-cells">
				<SheetCell
					id={fieldId.spaces(k)}
					label={t('sheet.spaces')}
					value={sheet.spaces[k] ?? ''}
					onValue={(v) =>
						update((s) => {
							s.spaces[k] = v;
						})
					}
					refusal={refusalAt(fieldId.spaces(k))}
					lang={lang}
					game={GAME}
					tc={tc}
				/>
				{score.players.map((p, i) => (
					<SheetCell
						key={p}
						id={fieldId.pieces(k, i)}
						label={label(p)}
						seat={p}
						value={sheet.pieces[k]?.[i] ?? ''}
						onValue={(v) =>
							update((s) => {
								s.pieces[k]![i] = v;
							})
						}
						refusal={refusalAt(fieldId.pieces(k, i))}
						lang={lang}
						game={GAME}
						tc={tc}
					/>
				))}
			</div>
			{kRefusal && <SheetRefusal id={`${fieldId.area(k)}-why`} lang={lang} game={GAME} tc={tc} refusal={kRefusal} />}
			<Why {...ctx} text={text} readings={readings} rule={rule} />
		</fieldset>
	);
}

export function HerdsPart(ctx: Ctx) {
	const { t, sheet, score, name } = ctx;
	const entries: HerdEntry[] = score.herds.why;
	const readings: ReadingId[] = afterBigTie(entries, true) ? ['tie-drop-rank'] : [];
	return (
		<Row {...ctx} legend={t('sheet.herds')} field={fieldId.herds} values={sheet.herds} set={(s, i, v) => (s.herds[i] = v)} text>
			<p class="sheet-help">{t('sheet.herdsHelp')}</p>
			<Why {...ctx} text={herdsWhy(entries, name, t)} readings={readings} rule={RULES.herds} />
		</Row>
	);
}

export function MostPart(ctx: Ctx & { k: MostKey }) {
	const { t, sheet, score, name, k } = ctx;
	const line = score.most.find((l) => l.key === k)!;
	const entries: RankEntry[] = line.why;
	const readings: ReadingId[] = [];
	const groups = tieGroups(entries);
	if (groups.some((g, i) => i < groups.length - 1 && g.length > 1)) readings.push('ties-four-two');
	if (entries.length && score.players.some((p) => (line.values[p] ?? 0) <= 0)) readings.push('need-one-to-rank');
	let text = mostWhy(entries, line.values, name, t);
	if (k === 'food' && sheet.final) {
		text += ` ${t('sheet.finalFood')}`;
		readings.push('unconverted-food');
	}
	return (
		<Row {...ctx} legend={t(`sheet.most.${k}`)} field={(i) => fieldId.most(k, i)} values={sheet[k]} set={(s, i, v) => (s[k][i] = v)}>
			<Why {...ctx} text={text} readings={readings} rule={RULES[k]} />
		</Row>
	);
}

export function Results(ctx: Ctx) {
	const { t, score, label } = ctx;
	const players = score.players;
	const cells = (f: (p: Seat) => string, attr?: string) =>
		players.map((p) => (
			<td key={p} {...(attr ? { [attr]: p } : {})}>
				{f(p)}
			</td>
		));
	return (
		<section class="sheet-end" aria-labelledby="wl-sheet-result">
			<h3 id="wl-sheet-result">{t('sheet.result')}</h3>
			{!score.complete && <p class="sheet-help">{t('sheet.incomplete')}</p>}
			<TableWrap caption={t('sheet.table')} captionHidden>
				<thead>
					<tr>
						<th scope="col">{t('big.table.line')}</th>
						{players.map((p) => (
							<th key={p} scope="col">
								{label(p)}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{score.areas.map((l) => (
						<tr key={l.area}>
							<th scope="row">{t(`area.${SHEET_AREAS[l.area]!.id}` as never)}</th>
							{cells((p) => (l.points ? String(l.points[p] ?? 0) : '…'))}
						</tr>
					))}
					<tr>
						<th scope="row">{t('big.table.herds')}</th>
						{cells((p) => String(score.herds.points[p] ?? 0))}
					</tr>
					{MOST_KEYS.map((k) => (
						<tr key={k}>
							<th scope="row">{t(`sheet.row.${k}`)}</th>
							{cells((p) => String(score.most.find((l) => l.key === k)!.points[p] ?? 0))}
						</tr>
					))}
					<tr class="sheet-total-row">
						<th scope="row">{t('sheet.points')}</th>
						{cells((p) => String(score.points[p] ?? 0), 'data-points')}
					</tr>
					<tr>
						<th scope="row">{t('sheet.before')}</th>
						{cells((p) => String(score.track[p] ?? 0))}
					</tr>
					<tr class="sheet-total-row">
						<th scope="row">{t('sheet.after')}</th>
						{cells((p) => String(score.after[p] ?? 0), 'data-total')}
					</tr>
				</tbody>
			</TableWrap>
			{ctx.sheet.final && <Winner {...ctx} />}
		</section>
	);
}

function Winner({ t, tc, lang, score, name }: Ctx) {
	if (!score.winners) return <p class="sheet-help">{t('sheet.notDone')}</p>;
	const best = Math.max(...score.players.map((p) => score.after[p] ?? 0));
	const shared = score.winners.length > 1;
	const text = shared
		? t('sheet.winnersShared', { n: best, tied: t.list(score.winners.map(name)) })
		: t('sheet.winner', { winner: name(score.winners[0]!), n: best });
	return (
		<p class="sheet-winner" data-winner={score.winners.join('')}>
			{text}
			{shared && (
				<sup class="reading-mark" data-reading="tie-for-win">
					<a href={withBase(`/${lang}/${GAME}/rulings/#tie-for-win`)}>{tc('scoresheet.reading')}</a>
				</sup>
			)}{' '}
			<a href={ruleHref(lang, GAME, RULES.final)}>{tc('scoresheet.why', { rule: t('rule.end-and-variants.final-scoring') })}</a>
		</p>
	);
}
