/**
 * The score-sheet kit's widgets (issue 30), for every game's "Score the game" page: the sheet's
 * state kept in the URL and on the device (`useSheet`), the players (`SheetPlayers`), a number cell
 * refused beside itself with the rule that limits it (`SheetCell`), the tools (copy the link, new
 * count, print) and the frame that says what the sheet needs without JavaScript (`SheetFrame`).
 * A game's sheet decides what its cells are and scores them with its engine; nothing here knows a rule.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { withBase } from '../../base';
import type { Noun } from '../../i18n/format';
import type { WidgetT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';
import type { RuleRef } from '../../machines/shared/types';
import { SEATS, type Seat } from '../../machines/shared/seats';
import { Token } from './Token';
import { loadStored, saveStored, seatNoun, sheetStorageKey, typedNoun } from './sheetFormat';
import './score-sheet.css';

/**
 * A sheet held in the page's URL and on the device: read from the URL when it carries one, else
 * from storage, else `empty()`; every change rewrites both (history.replaceState: no new history
 * entry per keystroke). `clear()` is the "new count".
 */
export function useSheet<S>(game: string, codec: { encode: (s: S) => string; decode: (search: string) => S; empty: () => S }) {
	const key = sheetStorageKey(game);
	const [sheet, setSheet] = useState<S | null>(null);
	useEffect(() => {
		const search = location.search.length > 1 ? location.search : (loadStored(key) ?? '');
		setSheet(search ? codec.decode(search) : codec.empty());
		// read once, when the page opens
	}, []);
	const first = useRef(true);
	useEffect(() => {
		if (sheet === null) return;
		const search = codec.encode(sheet);
		if (first.current && location.search.length > 1 && !search) {
			// a link whose keys meant nothing: keep the address as it came
		} else history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
		first.current = false;
		saveStored(key, search);
	}, [sheet]);
	return { sheet, setSheet, clear: () => setSheet(codec.empty()) };
}

/** The sheet's frame: without JavaScript, what it needs; before it hydrates, a loading line. */
export function SheetFrame({ tc, ready, title, children }: { tc: WidgetT; ready: boolean; title: string; children: ComponentChildren }) {
	return (
		<section class="score-sheet not-content" aria-label={title} data-score-sheet={ready ? 'ready' : undefined}>
			{ready ? (
				children
			) : (
				<>
					<p class="sheet-nojs">{tc('scoresheet.noscript')}</p>
					<p class="sheet-loading">{tc('scoresheet.loading')}</p>
				</>
			)}
		</section>
	);
}

/** A seat's name as the table sees it: the typed name, else « Joueur A ». */
export const seatLabel = (tc: WidgetT, names: readonly string[], i: number) => names[i]?.trim() || tc('scoresheet.seat', { seat: SEATS[i] ?? 'A' });

/** A seat in a sentence: a typed name as a proper noun (« d’Anna »), an unnamed seat as a common one (« du joueur A »). */
export const seatName = (tc: WidgetT, names: readonly string[], i: number, lang: Locale): Noun =>
	names[i]?.trim() ? typedNoun(seatLabel(tc, names, i), lang) : seatNoun(seatLabel(tc, names, i), lang);

/** The players: how many (min…max), and a name per seat beside its piece. */
export function SheetPlayers({
	tc,
	names,
	min,
	max,
	fixed,
	onNames,
}: {
	tc: WidgetT;
	names: readonly string[];
	min: number;
	max: number;
	/** names given by the game (solo: the bot's seat), not typed */
	fixed?: Partial<Record<number, string>> | undefined;
	onNames: (names: string[]) => void;
}) {
	const counts = Array.from({ length: max - min + 1 }, (_, i) => min + i);
	return (
		<fieldset class="sheet-players">
			<legend>{tc('scoresheet.players')}</legend>
			{min < max && (
				<label class="sheet-count">
					{tc('scoresheet.count')}
					<select
						value={String(names.length)}
						onChange={(e) => {
							const n = Number(e.currentTarget.value);
							onNames(Array.from({ length: n }, (_, i) => names[i] ?? ''));
						}}
					>
						{counts.map((n) => (
							<option key={n} value={String(n)}>
								{String(n)}
							</option>
						))}
					</select>
				</label>
			)}
			<p class="sheet-help">{tc('scoresheet.namesHelp')}</p>
			<ul class="sheet-names">
				{names.map((name, i) => {
					const seat = SEATS[i] ?? 'A';
					const given = fixed?.[i];
					return (
						<li key={seat}>
							<Token player={seat} small />
							{given ? (
								<span class="sheet-fixed">{given}</span>
							) : (
								<input
									type="text"
									class="sheet-name"
									aria-label={tc('scoresheet.name', { seat })}
									placeholder={tc('scoresheet.seat', { seat })}
									autoComplete="off"
									maxLength={24}
									value={name}
									onInput={(e) => onNames(names.map((n, j) => (j === i ? e.currentTarget.value : n)))}
								/>
							)}
						</li>
					);
				})}
			</ul>
		</fieldset>
	);
}

/** A refused value's note: why, and a link to the rule that limits it. */
export interface CellRefusal {
	message: string;
	rule: RuleRef;
	ruleName: string;
}

/**
 * A sheet's editing, the same for every game: `update(f)` hands `onChange` a changed copy of the
 * sheet; `refusalAt(field)` is the first of the engine's refusals for that field, in words (`word`).
 */
export function sheetEditor<S, R extends { field: string }>(sheet: S, onChange: (s: S) => void, refusals: readonly R[], word: (r: R) => CellRefusal) {
	const update = (f: (s: S) => void) => {
		const next = structuredClone(sheet);
		f(next);
		onChange(next);
	};
	const byField = new Map<string, R>();
	for (const r of refusals) if (!byField.has(r.field)) byField.set(r.field, r);
	const refusalAt = (field: string): CellRefusal | undefined => {
		const r = byField.get(field);
		return r ? word(r) : undefined;
	};
	return { update, refusalAt };
}

export function ruleHref(lang: Locale, game: string, rule: RuleRef): string {
	return withBase(`/${lang}/${game}/${rule.page}/#${rule.anchor}`);
}

/** A refusal drawn beside what it refuses (`id` names it for aria-describedby). */
export function SheetRefusal({ id, lang, game, tc, refusal }: { id: string; lang: Locale; game: string; tc: WidgetT; refusal: CellRefusal }) {
	return (
		<p class="sheet-refusal" id={id} data-sheet-refusal>
			<span>{`⚠ ${refusal.message}`}</span> <a href={ruleHref(lang, game, refusal.rule)}>{tc('scoresheet.rule', { rule: refusal.ruleName })}</a>
		</p>
	);
}

/** A whole-number cell, with its refusal beside it. */
export function SheetCell({
	id,
	label,
	value,
	onValue,
	refusal,
	lang,
	game,
	tc,
	seat,
	inputMode = 'numeric',
}: {
	id: string;
	label: string;
	value: string;
	onValue: (v: string) => void;
	refusal?: CellRefusal | undefined;
	lang: Locale;
	game: string;
	tc: WidgetT;
	/** the player whose cell it is: their piece beside the box */
	seat?: Seat | undefined;
	/** the keyboard a phone shows: numbers (default), or text for a cell holding several numbers */
	inputMode?: 'numeric' | 'text' | undefined;
}) {
	const errId = `${id}-why`;
	return (
		<div class="sheet-cell" data-field={id}>
			<label for={id}>
				{seat && <Token player={seat} small />}
				<span>{label}</span>
			</label>
			<input
				id={id}
				type="text"
				inputMode={inputMode}
				autoComplete="off"
				class="sheet-number"
				value={value}
				aria-invalid={refusal ? 'true' : undefined}
				aria-describedby={refusal ? errId : undefined}
				onInput={(e) => onValue(e.currentTarget.value)}
			/>
			{refusal && <SheetRefusal id={errId} lang={lang} game={game} tc={tc} refusal={refusal} />}
		</div>
	);
}

/** Copy the link, new count, print; and a polite status line. */
export function SheetTools({ tc, onNew }: { tc: WidgetT; onNew: () => void }) {
	const [status, setStatus] = useState('');
	const [presenting, setPresenting] = useState(false);
	useEffect(() => {
		const off = () => setPresenting(Boolean(document.fullscreenElement) || Boolean(document.querySelector('.score-sheet.sheet-presenting')));
		document.addEventListener('fullscreenchange', off);
		return () => document.removeEventListener('fullscreenchange', off);
	}, []);
	/** Present mode: the sheet alone on the screen (fullscreen; a full-window class where it is missing). */
	const present = (from: HTMLElement) => {
		const sheet = from.closest<HTMLElement>('.score-sheet');
		if (!sheet) return;
		if (presenting) {
			if (document.fullscreenElement) void document.exitFullscreen();
			sheet.classList.remove('sheet-presenting');
			setPresenting(false);
			return;
		}
		if (sheet.requestFullscreen) void sheet.requestFullscreen().catch(() => sheet.classList.add('sheet-presenting'));
		else sheet.classList.add('sheet-presenting');
		setPresenting(true);
	};
	const copy = async () => {
		const url = location.href;
		try {
			await navigator.clipboard.writeText(url);
			setStatus(tc('scoresheet.copied'));
		} catch {
			setStatus(tc('scoresheet.copyFailed', { url }));
		}
	};
	return (
		<div class="sheet-tools">
			<div class="sheet-buttons">
				<button type="button" onClick={copy} data-sheet-copy>
					{tc('scoresheet.copy')}
				</button>
				<button
					type="button"
					onClick={() => {
						onNew();
						setStatus(tc('scoresheet.cleared'));
					}}
					data-sheet-new
				>
					{tc('scoresheet.new')}
				</button>
				<button type="button" onClick={() => print()}>
					{tc('scoresheet.print')}
				</button>
				<button type="button" class="sheet-present" aria-pressed={presenting ? 'true' : 'false'} onClick={(e) => present(e.currentTarget)}>
					{tc(presenting ? 'shell.presentLeave' : 'shell.present')}
				</button>
			</div>
			<p class="sheet-status" role="status">
				{status || tc('scoresheet.saved')}
			</p>
		</div>
	);
}
