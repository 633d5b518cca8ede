/**
 * The Animal Kingdoms score sheet in the URL (docs/score-sheet.md), on the kit's cells
 * (src/components/shared/sheetFormat.ts):
 *
 *   p=Abdel,Stéphanie,Carla,Nicolas   players in seat order (or p=4: four default seats)
 *   solo=1                            alone against the bot (seat B)
 *   v=treaty                          the Peace Treaty variant
 *   a1k8=8:2,2,3,1                    age I, the 8-territory kingdom: token 8, cubes per seat
 *   a1k7=6:2,2,2,1:B                  … then who won the battle (AC: a perfect tie shared)
 *   a3k8=11:3,2,2,1::D                … then who holds the capital (treaty, and the tie-break)
 *   a1r=3,0,1,2                       points scored during age I (rallies), per seat
 *   f=0,4,0,2                         First to Withdraw tokens' points, per seat
 *   o=0,1,0,0                         reinforcement tokens left at the end, per seat
 */
import { KINGDOM_COUNT, KINGDOM_SIZES } from '../../machines/animal-kingdoms/board';
import { type AkSheet, emptySheet, SHEET_AGES, SHEET_MAX_PLAYERS, SHEET_MIN_PLAYERS } from '../../machines/animal-kingdoms/sheet';
import { isSeat, type Seat } from '../../machines/shared/seats';
import { readPlayers, readRow, writePlayers, writeQuery, writeRow } from '../shared/sheetFormat';

const letters = (v: string | undefined, n: number): Seat[] =>
	[...new Set((v ?? '').toUpperCase().split(''))].filter((c): c is Seat => isSeat(c) && c.charCodeAt(0) - 65 < n).sort();

export function encodeSheet(s: AkSheet): string {
	const pairs: [string, string][] = [['p', writePlayers(s.names)]];
	if (s.solo) pairs.push(['solo', '1']);
	if (s.treaty) pairs.push(['v', 'treaty']);
	s.ages.forEach((age, a) => {
		age.kingdoms.forEach((k, ki) => {
			const parts = [k.tile.replace(/[,:\s]/g, ''), writeRow(k.cubes), k.won.join(''), k.capital ?? ''];
			while (parts.length && parts.at(-1) === '') parts.pop();
			pairs.push([`a${a + 1}k${KINGDOM_SIZES[ki]}`, parts.join(':')]);
		});
		pairs.push([`a${a + 1}r`, writeRow(age.rally)]);
	});
	if (!s.solo) {
		pairs.push(['f', writeRow(s.ftw)]);
		pairs.push(['o', writeRow(s.tokens)]);
	}
	// An untouched sheet writes nothing (its default four players included).
	const filled = pairs.filter(([, v]) => v !== '');
	return filled.length === 1 && filled[0]![1] === '4' ? '' : writeQuery(pairs);
}

export function decodeSheet(search: string): AkSheet {
	const q = new URLSearchParams(search);
	const solo = q.get('solo') === '1';
	const names = solo ? readPlayers(q.get('p'), 2, 2) : readPlayers(q.get('p') ?? '4', SHEET_MIN_PLAYERS, SHEET_MAX_PLAYERS);
	const n = names.length;
	const sheet = emptySheet(n, solo);
	sheet.names = solo ? [names[0] ?? '', ''] : names;
	sheet.treaty = q.get('v') === 'treaty';
	for (let a = 0; a < SHEET_AGES; a++) {
		const age = sheet.ages[a]!;
		for (let ki = 0; ki < KINGDOM_COUNT; ki++) {
			const [tile, cubes, won, capital] = (q.get(`a${a + 1}k${KINGDOM_SIZES[ki]}`) ?? '').split(':');
			age.kingdoms[ki] = { tile: (tile ?? '').trim(), cubes: readRow(cubes, n), won: letters(won, n), capital: letters(capital, n)[0] ?? null };
		}
		age.rally = readRow(q.get(`a${a + 1}r`), n);
	}
	sheet.ftw = readRow(q.get('f'), n);
	sheet.tokens = readRow(q.get('o'), n);
	return sheet;
}
