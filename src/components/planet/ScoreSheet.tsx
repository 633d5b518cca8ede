/**
 * "Score the game" (issue 30) for Planet: each player's objective card as printed on it (typed by
 * the table: the site never fills a card in), their parcels of its terrain, the animal cards won;
 * scored by the engine (machines/planet/sheet.ts → checkObjectiveRows, endScore, winners), every
 * number with its sentence and the rule it follows. The sheet lives in the URL and on the device
 * (the kit: shared/ScoreSheetParts.tsx).
 */
import type { Noun } from '../../i18n/format';
import type { WidgetT } from '../../i18n/messages';
import type { T } from '../../i18n/planet/messages';
import type { Locale } from '../../i18n/paths';
import {
	emptySheet,
	type SheetRefusal as EngineRefusal,
	emptyPlayer,
	type PlanetSheet,
	SHEET_MAX_PLAYERS,
	SHEET_MIN_PLAYERS,
	scoreSheet,
} from '../../machines/planet/sheet';
import { SEATS, type Seat } from '../../machines/shared/seats';
import { type CellRefusal, seatName, sheetEditor, SheetFrame, SheetPlayers, SheetTools, seatLabel, useSheet } from '../shared/ScoreSheetParts';
import { useMessages } from '../shared/useMessages';
import { type Ctx, End, GAME, PlayerCount } from './sheetParts';
import { decodeSheet, encodeSheet } from './sheetUrl';

const CODEC = { encode: encodeSheet, decode: decodeSheet, empty: () => emptySheet(SHEET_MIN_PLAYERS) };

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
	sheet: PlanetSheet;
	onChange: (s: PlanetSheet) => void;
	onNew: () => void;
}) {
	const score = scoreSheet(sheet);
	const label = (p: Seat): string => seatLabel(tc, sheet.names, SEATS.indexOf(p));
	const name = (p: Seat): Noun => seatName(tc, sheet.names, SEATS.indexOf(p), lang);
	const { update, refusalAt } = sheetEditor(
		sheet,
		onChange,
		score.refusals,
		(r: EngineRefusal): CellRefusal => ({ message: t.ref(r.key, r.params), rule: r.rule, ruleName: t.ref(`rule.${r.rule.page}.${r.rule.anchor}` as never) }),
	);
	const ctx: Ctx = { t, tc, lang, sheet, score, name, label, refusalAt, update };
	return (
		<>
			<fieldset>
				<legend>{t('sheet.options')}</legend>
				<div class="sheet-choice">
					<label>
						<input
							type="checkbox"
							checked={sheet.beginners}
							onChange={(e) => {
								const on = e.currentTarget.checked;
								update((s) => {
									s.beginners = on;
								});
							}}
						/>
						{t('sheet.beginners')}
					</label>
				</div>
			</fieldset>
			<SheetPlayers
				tc={tc}
				names={sheet.names}
				min={SHEET_MIN_PLAYERS}
				max={SHEET_MAX_PLAYERS}
				onNames={(names) => onChange({ ...sheet, names, players: Array.from({ length: names.length }, (_, i) => sheet.players[i] ?? emptyPlayer()) })}
			/>
			{!sheet.beginners && <p class="sheet-help">{t('sheet.cardHelp')}</p>}
			{score.players.map((p, i) => (
				<PlayerCount key={p} {...ctx} i={i} />
			))}
			<End {...ctx} />
			<SheetTools tc={tc} onNew={onNew} />
		</>
	);
}
