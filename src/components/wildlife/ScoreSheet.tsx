/**
 * "Score the game" (issue 30): the table's own numbers at a big scoring (any of them, the final one
 * included), scored by the engine (machines/wildlife/sheet.ts → scoreArea, scoreHerds, scoreMost,
 * winners) and said in the scoring widgets' own sentences (scoringWords.ts), with the table's names.
 * The sheet lives in the URL and on the device (the kit: shared/ScoreSheetParts.tsx).
 */
import type { Noun } from '../../i18n/format';
import type { WidgetT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';
import type { T } from '../../i18n/wildlife/messages';
import { SEATS, type Seat } from '../../machines/shared/seats';
import {
	emptySheet,
	fieldId,
	type SheetRefusal as EngineRefusal,
	SHEET_MAX_PLAYERS,
	SHEET_MIN_PLAYERS,
	scoreSheet,
	type WlSheet,
} from '../../machines/wildlife/sheet';
import { type CellRefusal, seatName, sheetEditor, SheetFrame, SheetPlayers, SheetRefusal, SheetTools, seatLabel, useSheet } from '../shared/ScoreSheetParts';
import { useMessages } from '../shared/useMessages';
import { AreaPart, type Ctx, GAME, HerdsPart, MostPart, Results, Row } from './sheetParts';
import { decodeSheet, encodeSheet } from './sheetUrl';

const CODEC = { encode: encodeSheet, decode: decodeSheet, empty: () => emptySheet(4) };

export default function ScoreSheet({ lang }: { lang: Locale }) {
	const { t, tc } = useMessages(GAME, lang);
	const { sheet, setSheet, clear } = useSheet(GAME, CODEC);
	return (
		<SheetFrame tc={tc} ready={sheet !== null} title={t('sheet.title')}>
			{sheet && <Sheet t={t} tc={tc} lang={lang} sheet={sheet} onChange={(s) => setSheet(s)} onNew={() => clear()} />}
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
	sheet: WlSheet;
	onChange: (s: WlSheet) => void;
	onNew: () => void;
}) {
	const score = scoreSheet(sheet);
	const label = (p: Seat): string => seatLabel(tc, sheet.names, SEATS.indexOf(p));
	/** A typed name is a proper noun (« d’Anna »); an unnamed seat a common one (« du joueur A »). */
	const name = (p: Seat): Noun => seatName(tc, sheet.names, SEATS.indexOf(p), lang);
	const { update, refusalAt } = sheetEditor(sheet, onChange, score.refusals, (r: EngineRefusal): CellRefusal => worded(t, r, name));
	const ctx: Ctx = { t, tc, lang, sheet, score, name, label, refusalAt, update };
	return (
		<>
			<fieldset>
				<legend>{t('sheet.options')}</legend>
				<label class="sheet-choice">
					<input
						type="checkbox"
						checked={sheet.final}
						onChange={(e) => {
							const final = e.currentTarget.checked;
							update((s) => {
								s.final = final;
							});
						}}
					/>
					{t('sheet.final')}
				</label>
			</fieldset>
			<SheetPlayers tc={tc} names={sheet.names} min={SHEET_MIN_PLAYERS} max={SHEET_MAX_PLAYERS} onNames={(names) => onChange(resize(sheet, names))} />
			<section class="sheet-age" aria-labelledby="wl-sheet-areas">
				<h3 id="wl-sheet-areas">{t('sheet.areas')}</h3>
				<p class="sheet-help">{t('sheet.areasHelp')}</p>
				{score.areas.map((l) => (
					<AreaPart key={l.area} {...ctx} line={l} />
				))}
				{score.players.map((p, i) => {
					const r = refusalAt(fieldId.player(i));
					return r ? <SheetRefusal key={p} id={fieldId.player(i)} lang={lang} game={GAME} tc={tc} refusal={r} /> : null;
				})}
			</section>
			<HerdsPart {...ctx} />
			{score.most.map((l) => (
				<MostPart key={l.key} {...ctx} k={l.key} />
			))}
			<Row {...ctx} legend={t('sheet.track')} field={fieldId.track} values={sheet.track} set={(s, i, v) => (s.track[i] = v)} />
			<Results {...ctx} />
			<SheetTools tc={tc} onNew={onNew} />
		</>
	);
}

/** A refusal put in words: seats become the table's names. */
function worded(t: T, r: EngineRefusal, name: (p: Seat) => Noun): CellRefusal {
	const params: Record<string, string | number | Noun> = { ...r.params };
	if (typeof r.params?.player === 'string') params.player = name(r.params.player as Seat);
	return { message: t.ref(r.key, params), rule: r.rule, ruleName: t.ref(`rule.${r.rule.page}.${r.rule.anchor}` as never) };
}

/** The sheet with another number of players: every row cut or padded. */
function resize(s: WlSheet, names: string[]): WlSheet {
	const row = (r: readonly string[]) => Array.from({ length: names.length }, (_, i) => r[i] ?? '');
	return {
		...s,
		names,
		pieces: s.pieces.map(row),
		herds: row(s.herds),
		adaptations: row(s.adaptations),
		abilities: row(s.abilities),
		food: row(s.food),
		track: row(s.track),
	};
}
