/**
 * "Score the game" (issue 30): the table's own numbers at each end of age and at the end of the
 * game, scored by the engine (machines/animal-kingdoms/sheet.ts → settleCounts, finalScore,
 * gameWinners) and said in the end-of-age walkthrough's sentences (eoaWords.ts), with the table's
 * names. The sheet lives in the URL and on the device (the kit: shared/ScoreSheetParts.tsx).
 */
import type { Noun } from '../../i18n/format';
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { WidgetT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';
import {
	type AkSheet,
	emptySheet,
	type SheetRefusal as EngineRefusal,
	SHEET_BOT,
	SHEET_MAX_PLAYERS,
	SHEET_MIN_PLAYERS,
	scoreSheet,
} from '../../machines/animal-kingdoms/sheet';
import { SEATS, type Seat } from '../../machines/shared/seats';
import { type CellRefusal, seatName, sheetEditor, SheetFrame, SheetPlayers, SheetTools, seatLabel, useSheet } from '../shared/ScoreSheetParts';
import { useMessages } from '../shared/useMessages';
import type { Namer } from './eoaResult';
import { decodeSheet, encodeSheet } from './sheetUrl';
import { kingdomNoun } from './words';

import { Age, type Ctx, GAME } from './sheetAgeParts';
import { End } from './sheetEndParts';

const CODEC = { encode: encodeSheet, decode: decodeSheet, empty: () => emptySheet(4) };

export default function ScoreSheet({ lang }: { lang: Locale }) {
	const { t, tc } = useMessages(GAME, lang);
	const { sheet, setSheet, clear } = useSheet(GAME, CODEC);
	return (
		<SheetFrame tc={tc} ready={sheet !== null} title={t('sheet.title')}>
			{sheet && (
				<Sheet
					t={t}
					tc={tc}
					lang={lang}
					sheet={sheet}
					onChange={(s) => setSheet(s)}
					onNew={() => {
						clear();
					}}
				/>
			)}
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
	sheet: AkSheet;
	onChange: (s: AkSheet) => void;
	onNew: () => void;
}) {
	const score = scoreSheet(sheet);
	const label = (p: Seat): string => (sheet.solo && p === SHEET_BOT ? t('player.bot') : seatLabel(tc, sheet.names, SEATS.indexOf(p)));
	const name: Namer = (p) => (sheet.solo && p === SHEET_BOT ? t.noun('player.bot') : seatName(tc, sheet.names, SEATS.indexOf(p), lang));
	const { update, refusalAt } = sheetEditor(sheet, onChange, score.refusals, (r: EngineRefusal): CellRefusal => worded(t, r, name));
	const ctx: Ctx = { t, tc, lang, sheet, score, name, label, refusalAt, update };
	return (
		<>
			<Options {...ctx} />
			<SheetPlayers
				tc={tc}
				names={sheet.names}
				min={sheet.solo ? 2 : SHEET_MIN_PLAYERS}
				max={sheet.solo ? 2 : SHEET_MAX_PLAYERS}
				fixed={sheet.solo ? { 1: t('player.bot') } : undefined}
				onNames={(names) => onChange(resize(sheet, names))}
			/>
			{sheet.ages.map((_, a) => (
				<Age key={a} a={a} {...ctx} />
			))}
			<End {...ctx} />
			<SheetTools tc={tc} onNew={onNew} />
		</>
	);
}

/** A refusal put in words: seats become the table's names, a kingdom index its noun. */
function worded(t: T, r: EngineRefusal, name: Namer): CellRefusal {
	const params: Record<string, string | number | Noun> = { ...r.params };
	if (typeof r.params?.player === 'string') params.player = name(r.params.player as Seat);
	if (typeof r.params?.kingdom === 'number') params.kingdom = kingdomNoun(t, r.params.kingdom);
	return { message: t.ref(r.key, params), rule: r.rule, ruleName: t.ref(`rule.${r.rule.page}.${r.rule.anchor}` as never) };
}

/** The sheet with another number of players: every row cut or padded, choices beyond the table dropped. */
function resize(s: AkSheet, names: string[]): AkSheet {
	const n = names.length;
	const row = (r: string[]) => Array.from({ length: n }, (_, i) => r[i] ?? '');
	const keep = (p: Seat | null) => (p && SEATS.indexOf(p) < n ? p : null);
	return {
		...s,
		seats: n,
		names,
		ages: s.ages.map((a) => ({
			rally: row(a.rally),
			kingdoms: a.kingdoms.map((k) => ({ tile: k.tile, cubes: row(k.cubes), won: k.won.filter((p) => keep(p)), capital: keep(k.capital) })),
		})),
		ftw: row(s.ftw),
		tokens: row(s.tokens),
	};
}

function Options({ t, sheet, update }: Ctx) {
	return (
		<fieldset>
			<legend>{t('sheet.options')}</legend>
			<div class="sheet-choice">
				<label>
					<input
						type="checkbox"
						checked={sheet.solo}
						onChange={(e) => {
							const solo = e.currentTarget.checked;
							update((s) => {
								const next = emptySheet(solo ? 2 : 4, solo);
								next.treaty = s.treaty;
								next.names = solo ? [s.names[0] ?? '', ''] : ['', '', '', ''];
								Object.assign(s, next);
							});
						}}
					/>
					{t('sheet.solo')}
				</label>
			</div>
			<fieldset class="sheet-choice">
				<legend>{t('eoa.try.mode')}</legend>
				{(['battles', 'treaty'] as const).map((m) => (
					<label key={m}>
						<input
							type="radio"
							name="ak-sheet-mode"
							checked={sheet.treaty === (m === 'treaty')}
							onChange={() =>
								update((s) => {
									s.treaty = m === 'treaty';
								})
							}
						/>
						{t(m === 'treaty' ? 'eoa.try.treaty' : 'eoa.try.battles')}
					</label>
				))}
			</fieldset>
		</fieldset>
	);
}
