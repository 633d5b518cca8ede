/** The score sheet's categories, in the rulebook's order: each one's cells, its sentences and its rule link (ScoreSheet.tsx). */
import { withBase } from '../../base';
import type { T } from '../../i18n/caldera-park/messages';
import type { Noun } from '../../i18n/format';
import type { WidgetT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';
import { CATEGORIES, LANDSCAPE_POINTS, type Landscape, type Species } from '../../machines/caldera-park/scoring';
import { CATEGORY_RULE, type CpSheet, fieldId, type SheetScore } from '../../machines/caldera-park/sheet';
import type { Seat } from '../../machines/shared/seats';
import type { RuleRef } from '../../machines/shared/types';
import { type CellRefusal, ruleHref, SheetCell } from '../shared/ScoreSheetParts';

export const GAME = 'caldera-park';

export interface Ctx {
	t: T;
	tc: WidgetT;
	lang: Locale;
	sheet: CpSheet;
	score: SheetScore;
	/** a seat's name as the table sees it, and as a noun for sentences */
	label: (i: number) => string;
	noun: (i: number) => Noun;
	refusalAt: (field: string) => CellRefusal | undefined;
	update: (f: (s: CpSheet) => void) => void;
}

/** A reading's mark, linked to its ruling. */
export function Mark({ tc, lang, id }: { tc: WidgetT; lang: Locale; id: string }) {
	return (
		<sup class="reading-mark" data-reading={id}>
			<a href={withBase(`/${lang}/${GAME}/rulings/#${id}`)}>{tc('scoresheet.reading')}</a>
		</sup>
	);
}

/** One player's sentence, and the reading it follows where one decides it. */
interface Line {
	text: string;
	mark?: string | undefined;
}

/** A category's sentences, one per player (each with its reading's mark), then the link to its rule. */
function Why({ ctx, category, lines, rule }: { ctx: Ctx; category: string; lines: (Line | string)[]; rule: RuleRef }) {
	const { t, tc, lang } = ctx;
	return (
		<p class="sheet-why" data-why={category}>
			{lines.map((l, i) => {
				const line = typeof l === 'string' ? { text: l } : l;
				return (
					<span key={i}>
						{line.text}
						{line.mark && <Mark tc={tc} lang={lang} id={line.mark} />}{' '}
					</span>
				);
			})}
			<a href={ruleHref(lang, GAME, rule)}>{tc('scoresheet.why', { rule: t.ref(`rule.${rule.page}.${rule.anchor}` as never) })}</a>
		</p>
	);
}

function Cell({ ctx, id, label, value, set, seat }: { ctx: Ctx; id: string; label: string; value: string; set: (v: string) => void; seat: Seat }) {
	return <SheetCell id={id} label={label} seat={seat} value={value} onValue={set} refusal={ctx.refusalAt(id)} lang={ctx.lang} game={GAME} tc={ctx.tc} />;
}

function Legend({ ctx, c }: { ctx: Ctx; c: (typeof CATEGORIES)[number] }) {
	return <legend>{ctx.t('sheet.legend', { n: CATEGORIES.indexOf(c) + 1, name: ctx.t(`cat.${c}`) })}</legend>;
}

export function Weather(ctx: Ctx) {
	const { t, tc, lang, sheet, score, label, noun, update } = ctx;
	return (
		<fieldset class="sheet-category" data-category="weather">
			<Legend ctx={ctx} c="weather" />
			<p class="sheet-help">{t('sheet.ask.weather')}</p>
			<div class="sheet-cells">
				{score.players.map((p, i) => (
					<Cell
						key={p}
						ctx={ctx}
						id={fieldId.weather(i)}
						label={label(i)}
						seat={p}
						value={sheet.weather[i] ?? ''}
						set={(v) =>
							update((s) => {
								s.weather[i] = v;
							})
						}
					/>
				))}
			</div>
			<Why
				ctx={ctx}
				category="weather"
				lines={score.players.map((p, i) => t('sheet.why.weather', { player: noun(i), n: score.flipped[p] ?? 0 }))}
				rule={CATEGORY_RULE.weather}
			/>
			<p class="sheet-help">
				{`${t('sheet.note.weather')} `}
				<a href={withBase(`/${lang}/${GAME}/rulings/#flipped-still-cover`)}>{tc('scoresheet.why', { rule: t('sheet.how.flipped') })}</a>
			</p>
		</fieldset>
	);
}

export function LandscapeSet(ctx: Ctx & { l: Landscape }) {
	const { t, sheet, score, l, label, noun, update } = ctx;
	const river = l === 'river';
	const lines = score.players.map((p, i) => {
		const visible = score.visible[l][p];
		const points = score.points[l][p] ?? 0;
		if (visible === null || visible === undefined) return t('sheet.why.pending', { player: noun(i) });
		if (river) return t('sheet.why.river', { player: noun(i), covered: score.riverCovered[p] ?? 0, visible, points });
		return t('sheet.why.landscape', { player: noun(i), visible, points });
	});
	return (
		<fieldset class="sheet-category" data-category={l}>
			<Legend ctx={ctx} c={l} />
			<p class="sheet-help">{t('sheet.ask.landscape', { cat: l })}</p>
			<div class="sheet-cells">
				{score.players.map((p, i) => (
					<Cell
						key={p}
						ctx={ctx}
						id={fieldId.visible(l, i)}
						label={river ? t('sheet.cell', { player: label(i), what: 'visible' }) : label(i)}
						seat={p}
						value={sheet.visible[l][i] ?? ''}
						set={(v) =>
							update((s) => {
								s.visible[l][i] = v;
							})
						}
					/>
				))}
				{river &&
					score.players.map((p, i) => (
						<Cell
							key={`${p}c`}
							ctx={ctx}
							id={fieldId.riverCovered(i)}
							label={t('sheet.cell', { player: label(i), what: 'covered' })}
							seat={p}
							value={sheet.riverCovered[i] ?? ''}
							set={(v) =>
								update((s) => {
									s.riverCovered[i] = v;
								})
							}
						/>
					))}
			</div>
			<Why ctx={ctx} category={l} lines={lines} rule={CATEGORY_RULE[l]} />
		</fieldset>
	);
}

export function Geysers(ctx: Ctx) {
	const { t, sheet, score, label, noun, update } = ctx;
	return (
		<fieldset class="sheet-category" data-category="geysers">
			<Legend ctx={ctx} c="geysers" />
			<p class="sheet-help">{t('sheet.ask.geysers')}</p>
			<div class="sheet-cells">
				{score.players.map((p, i) => (
					<Cell
						key={p}
						ctx={ctx}
						id={fieldId.geysers(i)}
						label={label(i)}
						seat={p}
						value={sheet.geysers[i] ?? ''}
						set={(v) =>
							update((s) => {
								s.geysers[i] = v;
							})
						}
					/>
				))}
			</div>
			<Why
				ctx={ctx}
				category="geysers"
				lines={score.players.map((p, i) =>
					t('sheet.why.geysers', { player: noun(i), n: score.geysers[p] ?? 0, each: LANDSCAPE_POINTS.geysers, points: score.points.geysers[p] ?? 0 }),
				)}
				rule={CATEGORY_RULE.geysers}
			/>
		</fieldset>
	);
}

export function SpeciesSet(ctx: Ctx & { s: Species }) {
	const { t, sheet, score, s, label, noun, update } = ctx;
	const lines = score.players.map((p, i): Line | string => {
		const f = score.families[s][p]!;
		const player = noun(i);
		if (f.animals === 0) return t('sheet.why.noFamily', { player });
		const animals = t('species.count', { species: s, n: f.animals });
		if (f.water === 0) return t('sheet.why.noWater', { player, animals });
		const water = t('water.count', { n: f.water });
		if (!f.sun) return t('sheet.why.family', { player, animals, water, points: f.points });
		const text = t(sheet.otherSun ? 'sheet.why.familySunAfter' : 'sheet.why.familySun', { player, animals, water, points: f.points });
		return { text, mark: 'sun-then-multiply' };
	});
	const set = (i: number, f: (c: CpSheet['families'][Species][number]) => void) => update((x) => f(x.families[s][i]!));
	return (
		<fieldset class="sheet-category" data-category={s}>
			<Legend ctx={ctx} c={s} />
			<p class="sheet-help">{t('sheet.ask.family')}</p>
			<div class="sheet-cells">
				{score.players.map((p, i) => {
					const cells = sheet.families[s][i] ?? { animals: '', water: '', sun: false };
					return [
						<Cell
							key={`${p}a`}
							ctx={ctx}
							id={fieldId.animals(s, i)}
							label={t('sheet.cell', { player: label(i), what: 'animals' })}
							seat={p}
							value={cells.animals}
							set={(v) =>
								set(i, (c) => {
									c.animals = v;
								})
							}
						/>,
						<Cell
							key={`${p}w`}
							ctx={ctx}
							id={fieldId.water(s, i)}
							label={t('sheet.cell', { player: label(i), what: 'water' })}
							seat={p}
							value={cells.water}
							set={(v) =>
								set(i, (c) => {
									c.water = v;
								})
							}
						/>,
						<label key={`${p}s`} class="sheet-cell sheet-sun" data-field={fieldId.sun(s, i)}>
							<input
								id={fieldId.sun(s, i)}
								type="checkbox"
								checked={cells.sun}
								onChange={(e) => {
									const on = e.currentTarget.checked;
									set(i, (c) => {
										c.sun = on;
									});
								}}
							/>
							<span>{t('sheet.cell', { player: label(i), what: 'sun' })}</span>
						</label>,
					];
				})}
			</div>
			<Why ctx={ctx} category={s} lines={lines} rule={CATEGORY_RULE[s]} />
		</fieldset>
	);
}
