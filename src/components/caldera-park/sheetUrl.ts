/**
 * The Caldera Park score sheet in the URL (docs/score-sheet.md), on the kit's cells
 * (src/components/shared/sheetFormat.ts):
 *
 *   p=Mia,Lin                     players in seat order (p=3: three default seats; one player: solo)
 *   sun=other                     the other reading of the Sun (1 point added after multiplying)
 *   weather=2,0                   tiles the weather flipped, per player
 *   waterfalls=0,1                spaces still showing, per player (also mountains, prairie, forest, river)
 *   rivercovered=5,7              river spaces covered, per player (the first tie-break)
 *   geysers=2,1                   geysers surrounded, per player
 *   goat=6:2,10:1:s               a species' best family per player: animals:watering holes, `:s` if it touches the Sun
 *                                 (also bear, wolf, moose, eagle, bison)
 */
import { type CpSheet, emptySheet, type FamilyCells, LANDSCAPES, SHEET_MAX_PLAYERS, SHEET_MIN_PLAYERS } from '../../machines/caldera-park/sheet';
import { SPECIES } from '../../machines/caldera-park/pieces';
import { readPlayers, readRow, writePlayers, writeQuery, writeRow } from '../shared/sheetFormat';

/** The players a sheet opens with. */
export const DEFAULT_PLAYERS = 2;

const clean = (c: string) => c.replace(/[,:\s]/g, '');

function writeFamilies(cells: readonly FamilyCells[]): string {
	const out = cells.map((f) => {
		const parts = [clean(f.animals), clean(f.water), f.sun ? 's' : ''];
		while (parts.length && parts.at(-1) === '') parts.pop();
		return parts.join(':');
	});
	return out.some((c) => c !== '') ? out.join(',') : '';
}

function readFamilies(v: string | null, n: number): FamilyCells[] {
	return readRow(v, n).map((cell) => {
		const [animals, water, sun] = cell.split(':');
		return { animals: (animals ?? '').trim(), water: (water ?? '').trim(), sun: (sun ?? '').trim().toLowerCase() === 's' };
	});
}

export function encodeSheet(s: CpSheet): string {
	const pairs: [string, string][] = [['p', writePlayers(s.names)]];
	if (s.otherSun) pairs.push(['sun', 'other']);
	pairs.push(['weather', writeRow(s.weather)]);
	for (const l of LANDSCAPES) pairs.push([l, writeRow(s.visible[l])]);
	pairs.push(['rivercovered', writeRow(s.riverCovered)]);
	pairs.push(['geysers', writeRow(s.geysers)]);
	for (const sp of SPECIES) pairs.push([sp, writeFamilies(s.families[sp])]);
	// An untouched sheet writes nothing (its default players included).
	const filled = pairs.filter(([, v]) => v !== '');
	return filled.length === 1 && filled[0]![1] === String(DEFAULT_PLAYERS) ? '' : writeQuery(pairs);
}

export function decodeSheet(search: string): CpSheet {
	const q = new URLSearchParams(search);
	const names = readPlayers(q.get('p') ?? String(DEFAULT_PLAYERS), SHEET_MIN_PLAYERS, SHEET_MAX_PLAYERS);
	const n = names.length;
	const sheet = emptySheet(n);
	sheet.names = names;
	sheet.otherSun = q.get('sun') === 'other';
	sheet.weather = readRow(q.get('weather'), n);
	for (const l of LANDSCAPES) sheet.visible[l] = readRow(q.get(l), n);
	sheet.riverCovered = readRow(q.get('rivercovered'), n);
	sheet.geysers = readRow(q.get('geysers'), n);
	for (const sp of SPECIES) sheet.families[sp] = readFamilies(q.get(sp), n);
	return sheet;
}
