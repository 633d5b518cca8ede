/**
 * The WildLife score sheet in the URL (docs/score-sheet.md), on the kit's cells
 * (src/components/shared/sheetFormat.ts):
 *
 *   p=Anna,Bruno,Chloé,David     players in seat order (or p=4: four default seats)
 *   savanna-small=5:3,1,0,1      an area (its id: terrain-size): its spaces, then pieces per seat
 *   water-large=:0,0,5           … spaces left out while not counted
 *   h=4.4,11,11,9                each seat's herds, sizes joined by dots
 *   a=3,2,4,1                    adaptation tiles per seat
 *   b=2,0,1,1                    ability cards per seat
 *   f=6,2,0,9                    food per seat
 *   t=12,9,15,10                 score track before the scoring, per seat
 *   end=1                        the final scoring (the end of the game)
 */
import { emptySheet, herdWords, SHEET_AREAS, SHEET_MAX_PLAYERS, SHEET_MIN_PLAYERS, type WlSheet } from '../../machines/wildlife/sheet';
import { readPlayers, readRow, writePlayers, writeQuery, writeRow } from '../shared/sheetFormat';

const ROWS = [
	['a', 'adaptations'],
	['b', 'abilities'],
	['f', 'food'],
	['t', 'track'],
] as const;

export function encodeSheet(s: WlSheet): string {
	const pairs: [string, string][] = [['p', writePlayers(s.names)]];
	SHEET_AREAS.forEach((a, k) => {
		const parts = [(s.spaces[k] ?? '').replace(/[,:\s]/g, ''), writeRow(s.pieces[k] ?? [])];
		while (parts.length && parts.at(-1) === '') parts.pop();
		pairs.push([a.id, parts.join(':')]);
	});
	pairs.push(['h', writeRow(s.herds.map((h) => herdWords(h).join('.')))]);
	for (const [key, row] of ROWS) pairs.push([key, writeRow(s[row])]);
	if (s.final) pairs.push(['end', '1']);
	// An untouched sheet writes nothing (its default four players included).
	const filled = pairs.filter(([, v]) => v !== '');
	return filled.length === 1 && filled[0]![1] === '4' ? '' : writeQuery(pairs);
}

export function decodeSheet(search: string): WlSheet {
	const q = new URLSearchParams(search);
	const names = readPlayers(q.get('p') ?? '4', SHEET_MIN_PLAYERS, SHEET_MAX_PLAYERS);
	const n = names.length;
	const sheet = emptySheet(n);
	sheet.names = names;
	SHEET_AREAS.forEach((a, k) => {
		const [spaces, pieces] = (q.get(a.id) ?? '').split(':');
		sheet.spaces[k] = (spaces ?? '').trim();
		sheet.pieces[k] = readRow(pieces, n);
	});
	sheet.herds = readRow(q.get('h'), n).map((h) =>
		h
			.split('.')
			.filter((w) => w !== '')
			.join(' '),
	);
	for (const [key, row] of ROWS) sheet[row] = readRow(q.get(key), n);
	sheet.final = q.get('end') === '1';
	return sheet;
}
