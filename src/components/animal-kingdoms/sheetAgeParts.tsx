/** The score sheet's ages: each kingdom's cells, its sentence and rule link, the age's table (ScoreSheet.tsx). */
import { withBase } from '../../base';
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { WidgetT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';
import { type AkSheet, fieldId, type SheetKingdom, type SheetScore } from '../../machines/animal-kingdoms/sheet';
import type { HowSettled, KingdomResult } from '../../machines/animal-kingdoms/endOfAge';
import type { Seat } from '../../machines/shared/seats';
import type { RuleRef } from '../../machines/shared/types';
import { type CellRefusal, ruleHref, SheetCell, SheetRefusal } from '../shared/ScoreSheetParts';
import { TableWrap } from '../shared/TableWrap';
import { counts, many, type Namer, resultLine } from './eoaResult';
import { kingdomName, kingdomNoun } from './words';

export const GAME = 'animal-kingdoms';

/** The rule each way of settling a kingdom follows (its link under the sentence). */
const HOW_RULE: Record<HowSettled, RuleRef> = {
	empty: { page: 'end-of-age', anchor: 'empty-kingdom' },
	majority: { page: 'end-of-age', anchor: 'majority-tile' },
	battle: { page: 'battles', anchor: 'losers' },
	perfectTie: { page: 'battles', anchor: 'perfect-tie' },
	treatyCapital: { page: 'variants', anchor: 'peace-capital' },
	treatyShared: { page: 'variants', anchor: 'peace-no-capital' },
};

export interface Ctx {
	t: T;
	tc: WidgetT;
	lang: Locale;
	sheet: AkSheet;
	score: SheetScore;
	name: Namer;
	label: (p: Seat) => string;
	refusalAt: (field: string) => CellRefusal | undefined;
	update: (f: (s: AkSheet) => void) => void;
}
export function Age(ctx: Ctx & { a: number }) {
	const { t, tc, lang, sheet, score, a, label, refusalAt, update } = ctx;
	const age = score.ages[a]!;
	const players = score.players;
	const title = t(`sheet.age.${(a + 1) as 1 | 2 | 3}`);
	const running = (p: Seat) => score.ages.slice(0, a + 1).reduce((s, x) => s + (x.points[p] ?? 0), 0);
	return (
		<section class="sheet-age" aria-labelledby={`ak-sheet-age-${a + 1}`}>
			<h3 id={`ak-sheet-age-${a + 1}`}>{title}</h3>
			{sheet.ages[a]!.kingdoms.map((k, ki) => (
				<Kingdom key={ki} {...ctx} a={a} ki={ki} k={k} />
			))}
			<fieldset>
				<legend>{t('sheet.rally')}</legend>
				<div class="sheet-cells">
					{players.map((p, i) => (
						<SheetCell
							key={p}
							id={fieldId.rally(a, i)}
							label={label(p)}
							seat={p}
							value={sheet.ages[a]!.rally[i] ?? ''}
							onValue={(v) =>
								update((s) => {
									s.ages[a]!.rally[i] = v;
								})
							}
							refusal={refusalAt(fieldId.rally(a, i))}
							lang={lang}
							game={GAME}
							tc={tc}
						/>
					))}
				</div>
			</fieldset>
			{players.map((p, i) => {
				const r = refusalAt(fieldId.ageCubes(a, i));
				return r ? <SheetRefusal key={p} id={fieldId.ageCubes(a, i)} lang={lang} game={GAME} tc={tc} refusal={r} /> : null;
			})}
			<TableWrap caption={`${title} — ${t('sheet.ageTable')}`}>
				<thead>
					<tr>
						<th scope="col">{t('eoa.table.line')}</th>
						{players.map((p) => (
							<th key={p} scope="col">
								{label(p)}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{age.lines.map((l) => (
						<tr key={l.kingdom}>
							<th scope="row">{kingdomName(t, l.kingdom)}</th>
							{players.map((p) => (
								<td key={p}>{l.result ? String(l.result.points[p] ?? 0) : '…'}</td>
							))}
						</tr>
					))}
					<tr>
						<th scope="row">{t('sheet.rally')}</th>
						{players.map((p) => (
							<td key={p}>{String(age.rally[p] ?? 0)}</td>
						))}
					</tr>
					<tr class="sheet-total-row">
						<th scope="row">{t('sheet.ageTotal')}</th>
						{players.map((p) => (
							<td key={p} data-age-total={`${a + 1}:${p}`}>
								{String(age.points[p] ?? 0)}
							</td>
						))}
					</tr>
					<tr>
						<th scope="row">{t('sheet.running')}</th>
						{players.map((p) => (
							<td key={p}>{String(running(p))}</td>
						))}
					</tr>
				</tbody>
			</TableWrap>
		</section>
	);
}

function Kingdom(ctx: Ctx & { a: number; ki: number; k: SheetKingdom }) {
	const { t, tc, lang, sheet, score, a, ki, k, name, label, refusalAt, update } = ctx;
	const line = score.ages[a]!.lines[ki]!;
	const players = score.players;
	const set = (f: (k: SheetKingdom) => void) => update((s) => f(s.ages[a]!.kingdoms[ki]!));
	const kRefusal = refusalAt(fieldId.kingdom(a, ki));
	const showCapital = sheet.treaty || a === 2;
	const cubes = Object.fromEntries(players.map((p, i) => [p, Number(k.cubes[i]) || 0]));
	let why: string | null = null;
	let rule: RuleRef | null = null;
	const reading = line.result ? readingOf(line.result) : null;
	if (line.result) {
		why =
			(line.result.how === 'battle' || line.result.how === 'perfectTie' ? `${tieLine(t, ki, cubes, line.tied, name)} ` : '') +
			(sheet.solo && line.result.how === 'battle' ? soloBattleLine(t, line.result, name) : resultLine(t, line.result, name));
		rule = HOW_RULE[line.result.how];
	} else if (line.pending === 'battle') {
		why = `${tieLine(t, ki, cubes, line.tied, name)} ${t('sheet.pendingBattle')}`;
		rule = { page: 'battles', anchor: 'when' };
	} else why = t('sheet.pendingTile');
	return (
		<fieldset class="sheet-kingdom" data-kingdom={`${a + 1}:${ki}`}>
			<legend>{kingdomName(t, ki)}</legend>
			<div class="sheet-cells">
				<SheetCell
					id={fieldId.tile(a, ki)}
					label={t('sheet.tile')}
					value={k.tile}
					onValue={(v) =>
						set((x) => {
							x.tile = v;
						})
					}
					refusal={refusalAt(fieldId.tile(a, ki))}
					lang={lang}
					game={GAME}
					tc={tc}
				/>
				{players.map((p, i) => (
					<SheetCell
						key={p}
						id={fieldId.cubes(a, ki, i)}
						label={label(p)}
						seat={p}
						value={k.cubes[i] ?? ''}
						onValue={(v) =>
							set((x) => {
								x.cubes[i] = v;
							})
						}
						refusal={refusalAt(fieldId.cubes(a, ki, i))}
						lang={lang}
						game={GAME}
						tc={tc}
					/>
				))}
			</div>
			{!sheet.treaty && line.tied.length > 1 && (
				<fieldset class="sheet-choice">
					<legend>{t('sheet.wonBattle')}</legend>
					{[...line.tied.map((p) => [p] as Seat[]), line.tied].map((won) => {
						const key = won.join('');
						const all = won.length > 1;
						return (
							<label key={key}>
								<input
									type="radio"
									name={`won-${a}-${ki}`}
									checked={k.won.join('') === key}
									onChange={() =>
										set((x) => {
											x.won = [...won];
										})
									}
								/>
								{all ? t('sheet.perfectTie') : label(won[0]!)}
							</label>
						);
					})}
				</fieldset>
			)}
			{showCapital && (
				<label class="sheet-cell">
					<span>{t('sheet.capital')}</span>
					<select
						value={k.capital ?? ''}
						onChange={(e) =>
							set((x) => {
								x.capital = (e.currentTarget.value || null) as Seat | null;
							})
						}
					>
						<option value="">{t('sheet.capitalNobody')}</option>
						{players.map((p) => (
							<option key={p} value={p}>
								{label(p)}
							</option>
						))}
					</select>
				</label>
			)}
			{kRefusal && <SheetRefusal id={`${fieldId.kingdom(a, ki)}-why`} lang={lang} game={GAME} tc={tc} refusal={kRefusal} />}
			<p class="sheet-why" data-why>
				{why}
				{reading && (
					<sup class="reading-mark" data-reading={reading}>
						<a href={withBase(`/${lang}/${GAME}/rulings/#${reading}`)}>{tc('scoresheet.reading')}</a>
					</sup>
				)}{' '}
				{rule && <a href={ruleHref(lang, GAME, rule)}>{tc('scoresheet.why', { rule: t.ref(howName(line.result?.how, line.pending)) })}</a>}
			</p>
		</fieldset>
	);
}

/** The link's words for a line's rule. */
function howName(how: HowSettled | undefined, pending: 'tile' | 'battle' | null): `sheet.how.${HowSettled}` | 'rule.battles.several-players' {
	if (how) return `sheet.how.${how}`;
	return pending === 'battle' ? 'rule.battles.several-players' : 'sheet.how.majority';
}

/** A solo battle: the loser is second, but solo has no reinforcement tokens (solo#solo-setup). */
function soloBattleLine(t: T, r: KingdomResult, name: Namer): string {
	const losers = r.leaders.filter((p) => !r.winners.includes(p));
	return t('sheet.soloBattle', { winner: name(r.winners[0]!), losers: t.list(losers.map(name)), tile: r.tile });
}

/**
 * The reading a line follows where the rulebook is open (src/data/animal-kingdoms/readings.ts):
 * an empty kingdom's token, and second place after a shared token. Marked and linked to its ruling.
 */
function readingOf(r: KingdomResult): 'empty-kingdom' | 'perfect-tie-places' | null {
	if (r.how === 'empty') return 'empty-kingdom';
	const shared = r.how === 'perfectTie' || r.how === 'treatyShared';
	return shared && Object.entries(r.points).some(([p, n]) => n === 3 && !r.winners.includes(p as Seat)) ? 'perfect-tie-places' : null;
}

/**
 * The players tied for the most cubes in a kingdom, in a sentence (« … : une bataille les départage »).
 * Only the sheet says it (the walkthrough tells a tie in its own steps): here, off the end-of-age page.
 */
function tieLine(t: T, kingdom: number, cubes: Record<string, number>, tied: readonly Seat[], name?: Namer): string {
	return t('eoa.tie', { kingdom: kingdomNoun(t, kingdom), counts: counts(t, cubes, name), names: many(t, tied, name) });
}
