/**
 * "Ready for game night?" for Caldera Park (issue 22; the kit: ../shared/ready.ts). Each kind draws
 * teaching tiles (tiles.ts: invented, every one different) on a teaching park (park.ts: invented),
 * asks the engine (scoring.ts flipReasons / families, turn.ts allowedSpaces) for the answer and says
 * its reasons as message keys.
 */
import { hexKey, hexNeighbours } from '../shared/hex';
import { makeSet, type MsgRef, type ReadyGenerator, type ReadyKinds, type ReadyQuestion, type Rng } from '../shared/ready';
import { MINI_PARK, type Park, parkNeighbours, spaceAt, TEACHING_PARK, type Space } from './park';
import { checkPosition, type Position } from './position';
import {
	animalCount,
	type Family,
	families,
	flipReasons,
	OUR_READINGS,
	type ScoringReadings,
	SPECIES,
	type Species,
	type Tile,
	type Weather,
	WEATHERS,
} from './scoring';
import { TEACHING_TILES, type TeachingTile, tileById } from './tiles';
import { allowedSpaces, meetsRequirement, REQUIREMENTS, type Requirement } from './turn';

/** The message keys a Caldera Park question uses (src/i18n/caldera-park/ready.ts and the game's own). */
export type ReadyKey =
	| 'rd.tileAt'
	| 'rd.spaceAt'
	| 'rd.points'
	| 'rd.flip.prompt'
	| 'rd.flip.keeps'
	| 'rd.flip.yes'
	| 'rd.flip.far'
	| 'rd.place.prompt'
	| 'rd.place.fits'
	| 'rd.place.noFit'
	| 'rd.place.fallback'
	| 'rd.fam.prompt'
	| 'rd.fam.one'
	| 'rd.fam.best'
	| 'rd.fam.none'
	| 'rd.famTiles.prompt'
	| 'rd.famTiles.in'
	| 'rd.famTiles.out'
	| 'rd.fam.sunNote'
	| 'rd.reading.prompt'
	| 'rd.reading.hurricane-point'
	| 'rd.reading.sun-then-multiply'
	| 'rule.scoring.best-family'
	| 'species.count'
	| 'water.count'
	| 'weather.reason'
	| 'weather.why'
	| 'weather.hurricaneNote'
	| 'family.short'
	| 'family.sun';

/** A question's position (the rules check it), plus what the board marks. */
export interface CpReadyPosition extends Position {
	/** The spaces the learner chooses among. */
	candidates?: readonly string[];
	/** The weather space a flip question is about. */
	focus?: string;
}

export type CpQuestion = ReadyQuestion<CpReadyPosition, ReadyKey>;
type Ref = MsgRef<ReadyKey, 'caldera-park'>;

/**
 * The game's listed readings (src/data/caldera-park/readings.ts, ids of its rulings) an answer of
 * the self-check can depend on, and the engine's options under the OTHER reading. Each kind
 * computes its answer under ours and under each reading it names in `READY_READINGS`: when they
 * differ, the question is drawn on purpose, with the reading named in its prompt
 * (`rd.reading.prompt`) and its ruling linked (`reading`: rulings#<id>); grading follows ours.
 */
export type ReadingId = 'hurricane-point' | 'sun-then-multiply';
export const OTHER_READING: Readonly<Record<ReadingId, ScoringReadings>> = {
	'hurricane-point': { ...OUR_READINGS, hurricaneWater: false },
	'sun-then-multiply': { ...OUR_READINGS, sunBeforeMultiplying: false },
};
/** Which readings each kind's answer may depend on (placement depends on none: the requirement set is a labelled teaching one). */
export const READY_READINGS: Readonly<Record<string, readonly ReadingId[]>> = {
	'weather-flips': ['hurricane-point'],
	placement: [],
	'family-points': ['sun-then-multiply'],
	'family-tiles': ['sun-then-multiply'],
};

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The question as drawn on purpose under a reading: the reading named in the prompt, its ruling linked (the kit's `reading`). */
function underReading(q: CpQuestion, reading: ReadingId): CpQuestion {
	return {
		...q,
		prompt: { key: 'rd.reading.prompt', params: { question: { msg: q.prompt }, reading: { msg: { key: `rd.reading.${reading}` as const } } } },
		reading,
	};
}

/** The reading a question's answer depends on (its right set differs under the other one), if any. */
const dependsOn = (right: readonly string[], other: Partial<Record<ReadingId, readonly string[] | null>>): ReadingId | undefined =>
	(Object.keys(other) as ReadingId[]).find((id) => {
		const o = other[id];
		return o === null || !sameSet(right, o!);
	});

/** « 2 loups et 1 point d’eau » as a message list. */
function tileRef(tile: Tile): Ref[] {
	const parts: Ref[] = SPECIES.filter((s) => tile.animals[s]).map((s) => ({ key: 'species.count', params: { species: s, n: tile.animals[s]! } }));
	if (tile.water) parts.push({ key: 'water.count', params: { n: tile.water } });
	return parts;
}

/** Row and place in the row, counted from 1, as the park's cells say them (CpPark.tsx). */
function rowCol(park: Park, s: Space): { row: number; col: number } {
	return { row: s.r + 1, col: park.spaces.filter((x) => x.r === s.r).findIndex((x) => x.key === s.key) + 1 };
}

const tileAt = (park: Park, key: string, tile: Tile): Ref => ({
	key: 'rd.tileAt',
	params: { tile: { all: tileRef(tile) }, ...rowCol(park, spaceAt(park, key)!) },
});
const spaceRef = (park: Park, key: string): Ref => {
	const s = spaceAt(park, key)!;
	return {
		key: 'rd.spaceAt',
		params: { terrain: s.terrain ?? 'none', onRiver: s.river ? 'yes' : 'no', onFall: s.waterfall ? 'yes' : 'no', ...rowCol(park, s) },
	};
};

/** Distinct teaching tiles, drawn at random. */
const drawTiles = (r: Rng, n: number): TeachingTile[] => r.shuffle(TEACHING_TILES).slice(0, n);

const parkPosition = (park: Park, tiles: Record<string, string>, weather: Record<string, Weather> = {}): Position['parks'][number] => ({
	park,
	tiles,
	weather,
});

/** "Choose every tile the Hurricane token flips." */
function weatherFlips(r: Rng): CpQuestion | null {
	const park = MINI_PARK;
	const focus = r.pick(park.weatherOrder);
	const token = r.pick(WEATHERS.filter((w) => w !== 'sun'));
	const around = parkNeighbours(park, focus).filter((s) => s.kind === 'landscape');
	const far = park.spaces.filter(
		(s) =>
			s.kind === 'landscape' &&
			!hexNeighbours(s).some((h) => hexKey(h) === focus) &&
			!park.weatherOrder.some((w) => parkNeighbours(park, w).some((n) => n.key === s.key)),
	);
	const near = r.shuffle(around).slice(0, r.range(3, around.length));
	const away = r.shuffle(far).slice(0, r.range(0, Math.min(1, far.length)));
	const placed = [...near, ...away];
	const drawn = drawTiles(r, placed.length);
	const tiles: Record<string, string> = {};
	placed.forEach((s, i) => (tiles[s.key] = drawn[i]!.id));
	const rightUnder = (readings: ScoringReadings) => near.filter((s) => flipReasons(tileById(tiles[s.key]!), token, readings).length > 0).map((s) => s.key);
	const right = rightUnder(OUR_READINGS);
	if (right.length === 0 || right.length === placed.length) return null;
	const reading = dependsOn(right, { 'hurricane-point': rightUnder(OTHER_READING['hurricane-point']) });
	const candidates = r.shuffle(placed.map((s) => s.key));
	const reasons: Ref[] = candidates.map((k) => {
		const tile = tileById(tiles[k]!);
		if (!near.some((s) => s.key === k)) return { key: 'rd.flip.far', params: { tile: { msg: tileAt(park, k, tile) } } };
		const why = flipReasons(tile, token);
		return why.length
			? {
					key: 'rd.flip.yes',
					params: {
						tile: { msg: tileAt(park, k, tile) },
						why: { all: why.map((w) => ({ key: 'weather.why' as const, params: { what: w, n: animalCount(tile) } })) },
					},
				}
			: { key: 'rd.flip.keeps', params: { tile: { msg: tileAt(park, k, tile) }, weather: { label: `weather.${token}` } } };
	});
	if (token === 'hurricane' && candidates.some((k) => flipReasons(tileById(tiles[k]!), token).includes('water')))
		reasons.push({ key: 'weather.hurricaneNote' });
	const q: CpQuestion = {
		kind: 'weather-flips',
		position: { parks: [parkPosition(park, tiles, { [focus]: token })], phase: { at: 'scoring' }, candidates, focus },
		prompt: { key: 'rd.flip.prompt', params: { weather: { label: `weather.${token}` } } },
		pick: 'every',
		on: 'board',
		choices: candidates.map((k) => ({ id: k, label: tileAt(park, k, tileById(tiles[k]!)) })),
		right,
		reasons,
		rule: { page: 'weather', anchor: 'adjacent' },
		step: { page: 'weather', widget: 'weather-explorer', step: 1 },
	};
	return reading ? underReading(q, reading) : q;
}

/**
 * The weather a whole park holds with `tiles` tiles placed, during a turn (review m1): the set-up
 * token and one per forecast so far, round ⌊tiles / 7⌋ + 1, in a clockwise run from a random space;
 * the tokens are the player's own, each once, drawn at random.
 */
function weatherForTurn(r: Rng, park: Park, round: number): { weather: Record<string, Weather>; filled: string[] } {
	const ring = park.weatherOrder;
	const start = r.int(ring.length);
	const filled = Array.from({ length: round + 1 }, (_, i) => ring[(start + i) % ring.length]!);
	const tokens = r.shuffle(WEATHERS);
	return { weather: Object.fromEntries(filled.map((k, i) => [k, tokens[i]!])), filled };
}

/** "The announce is 'Forest': where may Lin place her tile?" */
function placement(r: Rng): CpQuestion | null {
	const park = TEACHING_PARK;
	const land = park.spaces.filter((s) => s.kind === 'landscape');
	const taken = r.shuffle(land).slice(0, r.range(4, 24));
	const drawn = drawTiles(r, taken.length);
	const tiles: Record<string, string> = {};
	taken.forEach((s, i) => (tiles[s.key] = drawn[i]!.id));
	// The turn these tiles mean: 7 a round, this one's tile not placed yet (its requirement announced).
	const round = Math.floor(taken.length / 7) + 1;
	const turn = (taken.length % 7) + 1;
	const { weather, filled } = weatherForTurn(r, park, round);
	const req: Requirement = r.pick(REQUIREMENTS);
	const { spaces, fallback } = allowedSpaces(park, tiles, req);
	const allowed = new Set(spaces.map((s) => s.key));
	const free = land.filter((s) => !tiles[s.key]);
	const yes = r.shuffle(free.filter((s) => allowed.has(s.key))).slice(0, r.range(1, 3));
	const no = r.shuffle(free.filter((s) => !allowed.has(s.key))).slice(0, fallback ? 0 : r.range(2, 3));
	const occupied = r.shuffle(taken).slice(0, fallback ? 1 : r.range(0, 1));
	const candidates = r.shuffle([...yes, ...no, ...occupied].map((s) => s.key));
	if (candidates.length < 3) return null;
	const right = candidates.filter((k) => allowed.has(k));
	const reasons: Ref[] = candidates.map((k) => {
		if (tiles[k]) return { key: 'rd.place.noFit', params: { space: { msg: spaceRef(park, k) }, taken: 'yes' } };
		return allowed.has(k)
			? { key: 'rd.place.fits', params: { space: { msg: spaceRef(park, k) }, fallback: fallback ? 'yes' : 'no' } }
			: { key: 'rd.place.noFit', params: { space: { msg: spaceRef(park, k) }, taken: 'no' } };
	});
	if (fallback) reasons.unshift({ key: 'rd.place.fallback' });
	return {
		kind: 'placement',
		position: {
			parks: [{ ...parkPosition(park, tiles, weather), filled }],
			phase: { at: 'turn', round, turn, announced: true, placed: { A: false } },
			candidates,
		},
		prompt: { key: 'rd.place.prompt', params: { player: { noun: 'player.B' }, req } },
		pick: 'every',
		on: 'board',
		choices: candidates.map((k) => ({ id: k, label: spaceRef(park, k) })),
		right,
		reasons,
		rule: { page: 'round', anchor: 'place-tile' },
		step: { page: 'round', widget: 'action-turn-example', step: 1 },
	};
}

/** Tiles on the mini-park for a family question: several showing `species`, some touching. */
function familyPark(r: Rng, species: Species): { tiles: Record<string, string>; sun: string | undefined } {
	const park = MINI_PARK;
	const land = park.spaces.filter((s) => s.kind === 'landscape');
	const withIt = r.shuffle(TEACHING_TILES.filter((t) => (t.animals[species] ?? 0) > 0));
	const without = r.shuffle(TEACHING_TILES.filter((t) => !(t.animals[species] ?? 0)));
	const spots = r.shuffle(land).slice(0, r.range(6, Math.min(10, land.length)));
	const tiles: Record<string, string> = {};
	let a = 0;
	let b = 0;
	for (const s of spots) tiles[s.key] = r.chance(0.6) && a < withIt.length ? withIt[a++]!.id : without[b++]!.id;
	const sun = r.chance(0.4) ? r.pick(park.weatherOrder) : undefined;
	return { tiles, sun };
}

const placedTiles = (tiles: Record<string, string>) =>
	Object.entries(tiles).map(([k, id]) => ({ ...tileById(id), q: Number(k.split(',')[0]), r: Number(k.split(',')[1]) }));
const sunHex = (sun: string | undefined) => (sun ? { q: Number(sun.split(',')[0]), r: Number(sun.split(',')[1]) } : undefined);
const bestOf = (fams: readonly Family[]) => Math.max(0, ...fams.map((f) => f.points));
/** A family's sum, with the Sun when it touches it. */
const calcRef = (f: Family): Ref => ({ key: f.sun ? 'family.sun' : 'family.short', params: { animals: f.animals, water: f.water, points: f.points } });
/** When a family shown touches the Sun: when its animal is added is our reading (M1 of the review). */
const sunNote = (fams: readonly Family[]): Ref[] => (fams.some((f) => f.sun) ? [{ key: 'rd.fam.sunNote' }] : []);

/** "How many points does the best goat family score?" */
function familyPoints(r: Rng): CpQuestion | null {
	const species = r.pick(SPECIES);
	const { tiles, sun } = familyPark(r, species);
	const under = (readings: ScoringReadings) => families({ tiles: placedTiles(tiles), species, sun: sunHex(sun) }, readings);
	const fams = under(OUR_READINGS);
	if (fams.length === 0) return null;
	const best = bestOf(fams);
	const reading = dependsOn([String(best)], { 'sun-then-multiply': [String(bestOf(under(OTHER_READING['sun-then-multiply'])))] });
	const pool = [
		...new Set([
			0,
			...fams.map((f) => f.points),
			...fams.map((f) => f.animals * Math.max(1, f.water)),
			...fams.map((f) => f.animals + f.water),
			best + 2,
			best * 2,
		]),
	].filter((n) => n !== best);
	const others = r.shuffle(pool).slice(0, 3);
	if (others.length < 2) return null;
	const values = [best, ...others].sort((x, y) => x - y);
	const q: CpQuestion = {
		kind: 'family-points',
		position: { parks: [parkPosition(MINI_PARK, tiles, sun ? { [sun]: 'sun' } : {})], phase: { at: 'scoring' } },
		prompt: { key: 'rd.fam.prompt', params: { species } },
		pick: 'one',
		on: 'buttons',
		choices: values.map((n) => ({ id: String(n), label: { key: 'rd.points', params: { n } } })),
		right: [String(best)],
		reasons: [
			...fams.map((f): Ref => ({ key: 'rd.fam.one', params: { tiles: f.keys.length, calc: { msg: calcRef(f) } } })),
			...sunNote(fams),
			best > 0 ? { key: 'rd.fam.best', params: { points: best } } : { key: 'rd.fam.none' },
		],
		rule: { page: 'scoring', anchor: 'best-family' },
		step: { page: 'scoring', widget: 'families-explorer', step: 1 },
	};
	return reading ? underReading(q, reading) : q;
}

/** "Choose every tile of the goat family that scores." */
function familyTiles(r: Rng): CpQuestion | null {
	const species = r.pick(SPECIES);
	const { tiles, sun } = familyPark(r, species);
	const under = (readings: ScoringReadings) => families({ tiles: placedTiles(tiles), species, sun: sunHex(sun) }, readings);
	/** The one family that scores, or null when none or two score best (two would score alike, whichever the reader picks). */
	const scorer = (fs: readonly Family[]) => {
		const top = fs.filter((f) => f.points === bestOf(fs));
		return bestOf(fs) > 0 && top.length === 1 ? top[0]! : null;
	};
	const fams = under(OUR_READINGS);
	const best = bestOf(fams);
	const family = scorer(fams);
	if (!family || fams.length < 2) return null;
	const candidates = Object.keys(tiles).filter((k) => (tileById(tiles[k]!).animals[species] ?? 0) > 0);
	const other = r.shuffle(Object.keys(tiles).filter((k) => !candidates.includes(k))).slice(0, 1);
	const all = [...candidates, ...other].sort();
	const right = family.keys.filter((k) => all.includes(k));
	const otherScorer = scorer(under(OTHER_READING['sun-then-multiply']));
	const reading = dependsOn(right, { 'sun-then-multiply': otherScorer ? otherScorer.keys.filter((k) => all.includes(k)) : null });
	const q: CpQuestion = {
		kind: 'family-tiles',
		position: { parks: [parkPosition(MINI_PARK, tiles, sun ? { [sun]: 'sun' } : {})], phase: { at: 'scoring' }, candidates: all },
		prompt: { key: 'rd.famTiles.prompt', params: { species } },
		pick: 'every',
		on: 'board',
		choices: all.map((k) => ({ id: k, label: tileAt(MINI_PARK, k, tileById(tiles[k]!)) })),
		right,
		reasons: [
			...fams.map((f): Ref => {
				if (f === family) return { key: 'rd.famTiles.in', params: { tiles: f.keys.length, calc: { msg: calcRef(f) } } };
				// Another family is told apart by where it lies (ux review minor 5): its first tile in reading order.
				const at = f.keys.map((k) => rowCol(MINI_PARK, spaceAt(MINI_PARK, k)!)).sort((a, b) => a.row - b.row || a.col - b.col)[0]!;
				return { key: 'rd.famTiles.out', params: { tiles: f.keys.length, ...at, calc: { msg: calcRef(f) } } };
			}),
			...sunNote(fams),
			{ key: 'rd.fam.best', params: { points: best } },
		],
		rule: { page: 'scoring', anchor: 'best-family' },
		step: { page: 'scoring', widget: 'families-explorer', step: 1 },
	};
	return reading ? underReading(q, reading) : q;
}

/** The kinds alone, for the browser (loaded with import() when a set starts; no position check: the unit tests run it on 1,000 sets). */
export const CALDERA_PARK_READY_KINDS: ReadyKinds<CpReadyPosition, ReadyKey> = {
	kinds: { 'weather-flips': weatherFlips, placement, 'family-points': familyPoints, 'family-tiles': familyTiles },
};

/** The kinds and the position check (unit tests, scripts). */
export const CALDERA_PARK_READY: ReadyGenerator<CpReadyPosition, ReadyKey> = { ...CALDERA_PARK_READY_KINDS, checkPosition };

/** A Caldera Park set (tests, scripts). */
export const calderaParkSet = (seed: number): CpQuestion[] => makeSet(CALDERA_PARK_READY, seed);

/** Re-exported for the tests' independent computation. */
export { meetsRequirement };
