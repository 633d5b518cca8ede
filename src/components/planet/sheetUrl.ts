/**
 * The Planet score sheet in the URL (docs/score-sheet.md), on the kit's cells
 * (src/components/shared/sheetFormat.ts):
 *
 *   p=Anna,Bruno                  players in seat order (or p=3: three default seats)
 *   v=beginners                   the beginners' game (no objective cards)
 *   o=glacier,ocean               each seat's objective card: ocean, forest, desert, mountain, glacier
 *   n=12,20                       each seat's parcels of that terrain
 *   cA=11-13:2,14-16:4            the lines printed on seat A's card: from-to:points, comma-separated
 *   aA=glacier:1,forest:2         seat A's animal cards by the terrain of their border: terrain:count
 */
import { type PlanetSheet, emptyLine, emptySheet, SHEET_MAX_PLAYERS, SHEET_MIN_PLAYERS, type SheetLine } from '../../machines/planet/sheet';
import { TERRAINS, type Terrain } from '../../machines/planet/core';
import { SEATS } from '../../machines/shared/seats';
import { readPlayers, readRow, writePlayers, writeQuery, writeRow } from '../shared/sheetFormat';

const isTerrain = (v: string): v is Terrain => (TERRAINS as readonly string[]).includes(v);
const clean = (c: string) => c.replace(/[,:\-\s]/g, '');

function writeLines(lines: readonly SheetLine[]): string {
	const out = lines.map((l) => (clean(l.min) || clean(l.max) || clean(l.points) ? `${clean(l.min)}-${clean(l.max)}:${clean(l.points)}` : ''));
	while (out.length && out.at(-1) === '') out.pop();
	return out.join(',');
}

/** `11-13:2` (from 11 to 13 parcels, 2 points); `12:3` is one number of parcels, 12 to 12. */
function readLines(v: string | null): SheetLine[] {
	const lines = (v ?? '').split(',').map((part) => {
		const [range = '', points = ''] = part.split(':');
		const [min = '', max = min] = range.split('-');
		return { min: min.trim(), max: max.trim(), points: points.trim() };
	});
	while (lines.length > 1 && !lines.at(-1)!.min && !lines.at(-1)!.max && !lines.at(-1)!.points) lines.pop();
	return lines.length ? lines : [emptyLine()];
}

export function encodeSheet(s: PlanetSheet): string {
	const pairs: [string, string][] = [['p', writePlayers(s.names)]];
	if (s.beginners) pairs.push(['v', 'beginners']);
	pairs.push(['o', writeRow(s.players.map((p) => p.objective ?? ''))]);
	pairs.push(['n', writeRow(s.players.map((p) => p.parcels))]);
	s.players.forEach((p, i) => {
		pairs.push([`c${SEATS[i]}`, writeLines(p.lines)]);
		pairs.push([
			`a${SEATS[i]}`,
			TERRAINS.filter((t) => clean(p.animals[t]) !== '')
				.map((t) => `${t}:${clean(p.animals[t])}`)
				.join(','),
		]);
	});
	// An untouched sheet writes nothing (its default two players included).
	const filled = pairs.filter(([, v]) => v !== '');
	return filled.length === 1 && filled[0]![1] === String(SHEET_MIN_PLAYERS) ? '' : writeQuery(pairs);
}

export function decodeSheet(search: string): PlanetSheet {
	const q = new URLSearchParams(search);
	const names = readPlayers(q.get('p') ?? String(SHEET_MIN_PLAYERS), SHEET_MIN_PLAYERS, SHEET_MAX_PLAYERS);
	const n = names.length;
	const sheet = emptySheet(n);
	sheet.names = names;
	sheet.beginners = q.get('v') === 'beginners';
	const objectives = readRow(q.get('o'), n).map((o) => o.toLowerCase());
	const parcels = readRow(q.get('n'), n);
	sheet.players.forEach((p, i) => {
		const o = objectives[i]!;
		p.objective = isTerrain(o) ? o : null;
		p.parcels = parcels[i]!;
		p.lines = readLines(q.get(`c${SEATS[i]}`));
		for (const part of (q.get(`a${SEATS[i]}`) ?? '').split(',')) {
			const [t = '', count = ''] = part.split(':').map((x) => x.trim());
			const terrain = t.toLowerCase();
			if (isTerrain(terrain)) p.animals[terrain] = count;
		}
	});
	return sheet;
}
