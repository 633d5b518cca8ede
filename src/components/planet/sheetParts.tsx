/** The Planet score sheet's parts: one player's count with its sentences, and the end (totals, winner) (ScoreSheet.tsx). */
import type { Noun } from '../../i18n/format';
import type { WidgetT } from '../../i18n/messages';
import type { T } from '../../i18n/planet/messages';
import type { Locale } from '../../i18n/paths';
import { TERRAINS, type Terrain } from '../../machines/planet/core';
import { emptyLine, fieldId, MAX_LINES, type PlanetSheet, SHEET_RULES, type SheetLine, type SheetScore } from '../../machines/planet/sheet';
import type { Seat } from '../../machines/shared/seats';
import type { RuleRef } from '../../machines/shared/types';
import { type CellRefusal, ruleHref, SheetCell, SheetRefusal } from '../shared/ScoreSheetParts';
import { TableWrap } from '../shared/TableWrap';

export const GAME = 'planet';

export interface Ctx {
	t: T;
	tc: WidgetT;
	lang: Locale;
	sheet: PlanetSheet;
	score: SheetScore;
	name: (p: Seat) => Noun;
	label: (p: Seat) => string;
	refusalAt: (field: string) => CellRefusal | undefined;
	update: (f: (s: PlanetSheet) => void) => void;
}

const LINE_LABEL = { min: 'end.try.min', max: 'end.try.max', points: 'end.try.points' } as const;

/** A sentence that says why, and its rule's link. */
function Why({ t, tc, lang, text, rule, kind }: Pick<Ctx, 't' | 'tc' | 'lang'> & { text: string; rule: RuleRef; kind: string }) {
	return (
		<p class="sheet-why" data-why={kind}>
			{text} <a href={ruleHref(lang, GAME, rule)}>{tc('scoresheet.why', { rule: t.ref(`rule.${rule.page}.${rule.anchor}` as never) })}</a>
		</p>
	);
}

/** One player: their objective card as printed (terrain, lines), their parcels, their animal cards, and why each number. */
export function PlayerCount(ctx: Ctx & { i: number }) {
	const { t, tc, lang, sheet, score, i, name, label, refusalAt, update } = ctx;
	const pl = sheet.players[i]!;
	const s = score.perPlayer[i]!;
	const seat = s.seat;
	const set = (f: (p: PlanetSheet['players'][number]) => void) => update((x) => f(x.players[i]!));
	const cell = (id: string, text: string, value: string, onValue: (v: string) => void, who?: Seat) => (
		<SheetCell id={id} label={text} value={value} onValue={onValue} refusal={refusalAt(id)} lang={lang} game={GAME} tc={tc} seat={who} />
	);
	const terrain: Terrain = pl.objective ?? 'glacier';
	let objective: { text: string; rule: RuleRef } | null = null;
	if (!sheet.beginners) {
		if (s.pending === 'objective') objective = { text: t('sheet.pending.objective', { player: name(seat) }), rule: SHEET_RULES.objective };
		else if (s.pending === 'card') objective = { text: t('sheet.pending.card', { player: name(seat) }), rule: SHEET_RULES.objective };
		else if (s.pending === 'parcels') objective = { text: t('sheet.pending.parcels', { player: name(seat), terrain }), rule: SHEET_RULES.objective };
		else if (s.score && s.line)
			objective = {
				text: t('sheet.objectiveLine', {
					player: name(seat),
					n: s.parcels ?? 0,
					terrain,
					min: s.line.min,
					max: s.line.max,
					same: s.line.min === s.line.max ? 'yes' : 'no',
					points: s.score.objective,
				}),
				rule: SHEET_RULES.objective,
			};
		else objective = { text: t('sheet.objectiveMiss', { player: name(seat), n: s.parcels ?? 0, terrain }), rule: SHEET_RULES.objective };
	}
	const animalPoints = s.animalPoints ?? 0;
	const animals = sheet.beginners
		? { text: t('sheet.animalBeginners', { n: s.own + s.other, points: animalPoints }), rule: SHEET_RULES.beginners }
		: s.animalPoints !== null
			? { text: t('sheet.animalLine', { own: s.own, other: s.other, terrain, points: animalPoints }), rule: SHEET_RULES.animals }
			: null;
	return (
		<section class="sheet-age" aria-labelledby={`pl-sheet-${seat}`} data-player={seat}>
			<h3 id={`pl-sheet-${seat}`}>{label(seat)}</h3>
			{!sheet.beginners && (
				<fieldset>
					<legend>{t('sheet.card')}</legend>
					<div class="sheet-cell" data-field={fieldId.objective(i)}>
						<label for={fieldId.objective(i)}>{t('sheet.objective')}</label>
						<select
							id={fieldId.objective(i)}
							value={pl.objective ?? ''}
							onChange={(e) => {
								const v = e.currentTarget.value;
								set((p) => {
									p.objective = (TERRAINS as readonly string[]).includes(v) ? (v as Terrain) : null;
								});
							}}
						>
							<option value="">{t('sheet.choose')}</option>
							{TERRAINS.map((x) => (
								<option key={x} value={x}>
									{t('terrain.name', { t: x })}
								</option>
							))}
						</select>
					</div>
					{pl.lines.map((line, l) => {
						const lr = refusalAt(fieldId.line(i, l));
						return (
							<div key={l} class="sheet-cells" data-line={l + 1}>
								{(['min', 'max', 'points'] as (keyof SheetLine)[]).map((k) =>
									cell(fieldId.cell(i, l, k), t(LINE_LABEL[k], { n: l + 1 }), line[k], (v) =>
										set((p) => {
											p.lines[l]![k] = v;
										}),
									),
								)}
								{pl.lines.length > 1 && (
									<div class="sheet-buttons">
										<button
											type="button"
											onClick={() =>
												set((p) => {
													p.lines.splice(l, 1);
												})
											}
										>
											{t('end.try.remove', { n: l + 1 })}
										</button>
									</div>
								)}
								{lr && <SheetRefusal id={`${fieldId.line(i, l)}-why`} lang={lang} game={GAME} tc={tc} refusal={lr} />}
							</div>
						);
					})}
					{pl.lines.length < MAX_LINES && (
						<div class="sheet-buttons">
							<button
								type="button"
								onClick={() =>
									set((p) => {
										p.lines.push(emptyLine());
									})
								}
							>
								{t('end.try.add')}
							</button>
						</div>
					)}
					<div class="sheet-cells">
						{cell(fieldId.parcels(i), t('sheet.parcels', { terrain: pl.objective ?? 'none' }), pl.parcels, (v) =>
							set((p) => {
								p.parcels = v;
							}),
						)}
					</div>
				</fieldset>
			)}
			<fieldset>
				<legend>{t('sheet.animals')}</legend>
				<div class="sheet-cells">
					{TERRAINS.map((x) =>
						cell(fieldId.animal(i, x), t('terrain.name', { t: x }), pl.animals[x], (v) =>
							set((p) => {
								p.animals[x] = v;
							}),
						),
					)}
				</div>
			</fieldset>
			{objective && <Why t={t} tc={tc} lang={lang} kind="objective" {...objective} />}
			{animals && <Why t={t} tc={tc} lang={lang} kind="animals" {...animals} />}
		</section>
	);
}

/** Totals for every player, and the winner with the tie-break that decided. */
export function End(ctx: Ctx) {
	const { t, tc, lang, score, label, name, refusalAt } = ctx;
	const cards = refusalAt(fieldId.animals);
	const dash = '…';
	return (
		<section class="sheet-end" aria-labelledby="pl-sheet-end">
			<h3 id="pl-sheet-end">{t('sheet.end')}</h3>
			{cards && <SheetRefusal id={`${fieldId.animals}-why`} lang={lang} game={GAME} tc={tc} refusal={cards} />}
			<TableWrap caption={t('sheet.endTable')}>
				<thead>
					<tr>
						<th scope="col">{t('end.col.player')}</th>
						<th scope="col">{t('end.col.objPoints')}</th>
						<th scope="col">{t('end.col.animalPoints')}</th>
						<th scope="col">{t('end.col.cards')}</th>
						<th scope="col">{tc('scoresheet.total')}</th>
					</tr>
				</thead>
				<tbody>
					{score.perPlayer.map((s) => (
						<tr key={s.seat}>
							<th scope="row">{label(s.seat)}</th>
							<td>{s.score ? String(s.score.objective) : dash}</td>
							<td>{s.score ? String(s.score.animals) : dash}</td>
							<td>{String(s.own + s.other)}</td>
							<td data-total={s.seat}>{s.score ? String(s.score.total) : dash}</td>
						</tr>
					))}
				</tbody>
			</TableWrap>
			<Winner t={t} tc={tc} lang={lang} score={score} name={name} />
		</section>
	);
}

function Winner({ t, tc, lang, score, name }: Pick<Ctx, 't' | 'tc' | 'lang' | 'score' | 'name'>) {
	if (!score.winners) return <p class="sheet-help">{t('sheet.notDone')}</p>;
	const totals = score.perPlayer.map((s) => s.score?.total ?? 0);
	const best = Math.max(...totals);
	const tied = score.perPlayer.filter((s) => s.score?.total === best);
	const cards = Math.max(...tied.map((s) => s.score?.cards ?? 0));
	let text: string;
	let rule: RuleRef = SHEET_RULES.ties;
	if (score.decidedBy === 'points') {
		text = t('sheet.winner', { winner: name(score.winners[0]!), n: best });
		rule = SHEET_RULES.winner;
	} else if (score.decidedBy === 'cards')
		text = t('sheet.winnerCards', { n: best, tied: t.list(tied.map((s) => name(s.seat))), winner: name(score.winners[0]!), cards });
	else text = t('sheet.winnersShared', { n: best, cards, tied: t.list(tied.map((s) => name(s.seat))) });
	return (
		<p class="sheet-winner" data-winner={score.winners.join('')}>
			{text} <a href={ruleHref(lang, GAME, rule)}>{tc('scoresheet.why', { rule: t.ref(`rule.${rule.page}.${rule.anchor}` as never) })}</a>
		</p>
	);
}
