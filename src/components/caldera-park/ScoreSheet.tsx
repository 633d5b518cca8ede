/**
 * "Score the game" (issue 30): the table's own counts at the end of a game of Caldera Park, scored
 * category by category by the engine (machines/caldera-park/sheet.ts → landscapePoints,
 * geyserPoints, familyPoints, finalPlaces, soloBand), each number with its sentence and its rule;
 * the places with the rulebook's tie-breaks, or the solo band. The sheet lives in the URL and on
 * the device (the kit: shared/ScoreSheetParts.tsx).
 */
import type { T } from '../../i18n/caldera-park/messages';
import type { WidgetT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';
import { decidedBy, type FinalPlace } from '../../machines/caldera-park/places';
import { CATEGORIES, SPECIES } from '../../machines/caldera-park/scoring';
import {
	type CpSheet,
	emptySheet,
	LANDSCAPES,
	type SheetRefusal as EngineRefusal,
	SHEET_MAX_PLAYERS,
	SHEET_MIN_PLAYERS,
	type SheetScore,
	scoreSheet,
} from '../../machines/caldera-park/sheet';
import { SEATS, type Seat } from '../../machines/shared/seats';
import { type CellRefusal, ruleHref, seatName, sheetEditor, SheetFrame, SheetPlayers, SheetTools, seatLabel, useSheet } from '../shared/ScoreSheetParts';
import { TableWrap } from '../shared/TableWrap';
import { Token } from '../shared/Token';
import { useMessages } from '../shared/useMessages';
import { type Ctx, GAME, Geysers, LandscapeSet, Mark, SpeciesSet, Weather } from './sheetParts';
import { DEFAULT_PLAYERS, decodeSheet, encodeSheet } from './sheetUrl';

const CODEC = { encode: encodeSheet, decode: decodeSheet, empty: () => emptySheet(DEFAULT_PLAYERS) };

export default function ScoreSheet({ lang }: { lang: Locale }) {
	const { t, tc } = useMessages(GAME, lang);
	const { sheet, setSheet, clear } = useSheet(GAME, CODEC);
	return (
		<SheetFrame tc={tc} ready={sheet !== null} title={t('sheet.title')}>
			{sheet && <Sheet t={t} tc={tc} lang={lang} sheet={sheet} onChange={(s) => setSheet(s)} onNew={clear} />}
		</SheetFrame>
	);
}

/** The filled sheet (exported for the unit tests, which render it in both languages). */
export function Sheet({
	t,
	tc,
	lang,
	sheet,
	onChange,
	onNew,
}: {
	t: T;
	tc: WidgetT;
	lang: Locale;
	sheet: CpSheet;
	onChange: (s: CpSheet) => void;
	onNew: () => void;
}) {
	const score = scoreSheet(sheet);
	const label = (i: number) => seatLabel(tc, sheet.names, i);
	// a typed name as a proper noun; an unnamed seat as a common noun (« du joueur A »)
	const noun = (i: number) => seatName(tc, sheet.names, i, lang);
	const { update, refusalAt } = sheetEditor(
		sheet,
		onChange,
		score.refusals,
		(r: EngineRefusal): CellRefusal => ({ message: t.ref(r.key, r.params), rule: r.rule, ruleName: t.ref(`rule.${r.rule.page}.${r.rule.anchor}` as never) }),
	);
	const ctx: Ctx = { t, tc, lang, sheet, score, label, noun, refusalAt, update };
	return (
		<>
			<SheetPlayers tc={tc} names={sheet.names} min={SHEET_MIN_PLAYERS} max={SHEET_MAX_PLAYERS} onNames={(names) => onChange(resize(sheet, names))} />
			<p class="sheet-help">{t('sheet.soloNote')}</p>
			<SunSwitch {...ctx} />
			<section class="sheet-age" aria-labelledby="cp-sheet-categories">
				<h3 id="cp-sheet-categories">{t('sheet.categories')}</h3>
				<Weather {...ctx} />
				{LANDSCAPES.map((l) => (
					<LandscapeSet key={l} {...ctx} l={l} />
				))}
				<Geysers {...ctx} />
				{SPECIES.map((s) => (
					<SpeciesSet key={s} {...ctx} s={s} />
				))}
			</section>
			<Totals {...ctx} />
			<SheetTools tc={tc} onNew={onNew} />
		</>
	);
}

/** The sheet with another number of players: every row cut or padded. */
function resize(s: CpSheet, names: string[]): CpSheet {
	const n = names.length;
	const row = (r: string[]) => Array.from({ length: n }, (_, i) => r[i] ?? '');
	const next = emptySheet(n);
	next.names = names;
	next.otherSun = s.otherSun;
	next.weather = row(s.weather);
	for (const l of LANDSCAPES) next.visible[l] = row(s.visible[l]);
	next.riverCovered = row(s.riverCovered);
	next.geysers = row(s.geysers);
	for (const sp of SPECIES) next.families[sp] = Array.from({ length: n }, (_, i) => s.families[sp][i] ?? { animals: '', water: '', sun: false });
	return next;
}

/** The Sun reading, as a switch: ours (marked, linked to its ruling) or the other. */
function SunSwitch({ t, tc, lang, sheet, update }: Ctx) {
	return (
		<fieldset class="sheet-choice">
			<legend>{t('sheet.sun')}</legend>
			{([false, true] as const).map((other) => (
				<label key={String(other)}>
					<input
						type="radio"
						name="cp-sheet-sun"
						checked={sheet.otherSun === other}
						onChange={() =>
							update((s) => {
								s.otherSun = other;
							})
						}
					/>
					<span>
						{t(other ? 'sheet.sun.other' : 'sheet.sun.ours')}
						{!other && <Mark tc={tc} lang={lang} id="sun-then-multiply" />}
					</span>
				</label>
			))}
		</fieldset>
	);
}

function Totals(ctx: Ctx) {
	const { t, tc, score, label } = ctx;
	const players = score.players;
	return (
		<section class="sheet-end" aria-labelledby="cp-sheet-total">
			<h3 id="cp-sheet-total">{t('sheet.end')}</h3>
			<TableWrap caption={t('sheet.table')}>
				<thead>
					<tr>
						<th scope="col">{t('sheet.category')}</th>
						{players.map((p, i) => (
							<th key={p} scope="col">
								{label(i)}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{CATEGORIES.map((c, ci) => (
						<tr key={c}>
							<th scope="row">{t('sheet.legend', { n: ci + 1, name: t(`cat.${c}`) })}</th>
							{players.map((p) => {
								const v = score.points[c][p];
								return (
									<td key={p} data-points={`${c}:${p}`}>
										{v === null || v === undefined ? '…' : String(v)}
									</td>
								);
							})}
						</tr>
					))}
					<tr class="sheet-total-row">
						<th scope="row">{tc('scoresheet.total')}</th>
						{players.map((p) => (
							<td key={p} data-total={p}>
								{String(score.totals[p] ?? 0)}
							</td>
						))}
					</tr>
				</tbody>
			</TableWrap>
			<Outcome {...ctx} />
		</section>
	);
}

/** Why two neighbouring places are in that order (or shared), in a sentence. */
function tieLines(t: T, score: SheetScore, places: FinalPlace[], noun: Ctx['noun']): string[] {
	const order = places.flatMap((g) => g.names);
	const fig = (p: Seat) => ({ total: score.totals[p] ?? 0, riverCovered: score.riverCovered[p] ?? 0, flipped: score.flipped[p] ?? 0 });
	const n = (p: Seat) => noun(SEATS.indexOf(p));
	const out: string[] = [];
	for (const g of places) if (g.names.length > 1) out.push(t('sheet.tie.shared', { tied: t.list(g.names.map(n)), n: fig(g.names[0]!).total }));
	for (let i = 0; i + 1 < order.length; i++) {
		const a = order[i]!;
		const b = order[i + 1]!;
		const fa = fig(a);
		const fb = fig(b);
		const by = decidedBy(fa, fb);
		if (by === 'river') out.push(t('sheet.tie.river', { a: n(a), b: n(b), n: fa.total, ra: fa.riverCovered, rb: fb.riverCovered }));
		else if (by === 'flipped') out.push(t('sheet.tie.flipped', { a: n(a), b: n(b), n: fa.total, r: fa.riverCovered, fa: fa.flipped, fb: fb.flipped }));
	}
	return out;
}

function Outcome({ t, tc, lang, score, label, noun }: Ctx) {
	if (score.band !== null) {
		const total = score.totals.A ?? 0;
		return (
			<p class="sheet-winner" data-band={score.band}>
				{`${t('solo.result', { score: total, band: t(`solo.verdict.${score.band}`) })} `}
				<a href={ruleHref(lang, GAME, { page: 'solo', anchor: 'rating-bands' })}>{tc('scoresheet.why', { rule: t('rule.solo.rating-bands') })}</a>
			</p>
		);
	}
	if (!score.places) return <p class="sheet-help">{t('sheet.notDone', { solo: score.players.length === 1 ? 'yes' : 'no' })}</p>;
	const places = score.places;
	const first = places[0]!;
	const ties = tieLines(t, score, places, noun);
	return (
		<>
			<TableWrap caption={t('sheet.places')}>
				<thead>
					<tr>
						<th scope="col">{t('sheet.place')}</th>
						<th scope="col">{t('turn.players.name')}</th>
						<th scope="col">{t('final.places.total')}</th>
						<th scope="col">{t('final.places.river')}</th>
						<th scope="col">{t('final.places.flipped')}</th>
					</tr>
				</thead>
				<tbody>
					{places.flatMap((g) =>
						g.names.map((p) => (
							<tr key={p} data-place={`${g.place}:${p}`}>
								<td>{t(g.names.length > 1 ? 'final.places.shared' : 'final.places.nth', { n: g.place })}</td>
								<th scope="row">
									<Token player={p} small />
									{` ${label(SEATS.indexOf(p))}`}
								</th>
								<td>{String(score.totals[p] ?? 0)}</td>
								<td>{String(score.riverCovered[p] ?? 0)}</td>
								<td>{String(score.flipped[p] ?? 0)}</td>
							</tr>
						)),
					)}
				</tbody>
			</TableWrap>
			<p class="sheet-winner" data-winner={first.names.join('')}>
				{`${first.names.length === 1 ? `${t('sheet.winner', { winner: noun(SEATS.indexOf(first.names[0]!)), n: score.totals[first.names[0]!] ?? 0 })} ` : ''}${ties.map((l) => `${l} `).join('')}`}
				<a href={ruleHref(lang, GAME, { page: 'scoring', anchor: ties.length ? 'tie-breaks' : 'winner' })}>
					{tc('scoresheet.why', { rule: t(ties.length ? 'sheet.how.ties' : 'sheet.how.winner') })}
				</a>
			</p>
		</>
	);
}
