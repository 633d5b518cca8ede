/**
 * "Ready for game night?" for WildLife (issue 22; the kit: ../shared/ready.ts). Each kind draws a
 * teaching position on the teaching board (TEACHING_BOARD: not the game's map) or in numbers, asks
 * the engine (actions.ts, scoring.ts, ties.ts, auction.ts) for the answer and its reasons, and
 * says it as message keys. Anna (seat A) plays the Humans, whose chart is the one official chart
 * (charts.ts): migrate in forest and mountain, expand in steppe, attack in savanna.
 */
import { makeSet, type MsgRef, type ReadyGenerator, type ReadyKinds, type ReadyParam, type Rng } from '../shared/ready';
import { RULE_BID, RULE_SHORT, createAuction, settle } from './auction';
import { RULE_ATTACK, RULE_MIGRATE, canAttack, canMigrate, reachableCells, type ActionContext } from './actions';
import { TEACHING_BOARD, areaOf, cellById, isAreaFull, neighbours } from './board';
import { HUMAN_CHART } from './charts';
import type { RefusalKey } from './keys';
import { checkPosition } from './position';
import { scoreArea, scoreHerds } from './scoring';
import { areaReasons, herdReasons, literalDropArea, literalDropHerds, migrationAnswers, player, withReading } from './readyReasons';
import { piecesPerPlayer, seedsPerPlayer } from './setup';
import { LEVEL_NAMES, type Level, type Occupancy, type Terrain } from './types';

export type { ReadyKey, WlReadyPosition, WlQuestion } from './readyTypes';
import type { ReadyKey, WlReadyPosition, WlQuestion } from './readyTypes';
import { SEATS, seatsIn, type PerSeat, type Seat } from '../shared/seats';
type Ref = MsgRef<ReadyKey, 'wildlife'>;

const ANNA: Seat = 'A';
const board = TEACHING_BOARD;
const terrainLabel = (t: Terrain) => ({ label: `terrain.${t}` });
const cellRef = (id: string): Ref => {
	const c = cellById(id, board)!;
	return { key: 'rd.cell', params: { terrain: terrainLabel(c.terrain), row: c.row + 1, col: c.col + 1 } };
};

/** A refusal of the engine, its params in words (as the widgets word them, src/components/wildlife/words.ts). */
function refusalRef(key: RefusalKey, params: Readonly<Record<string, string | number>> = {}): Ref {
	const p: Record<string, ReadyParam> = {};
	for (const [k, v] of Object.entries(params)) {
		if (k === 'cell' && typeof v === 'string') p[k] = { msg: cellRef(v) };
		else if ((k === 'terrain' || k === 'card') && typeof v === 'string') {
			p[k] = { noun: `terrain.${v}` };
			if (k === 'terrain') p['inTerrain'] = { msg: { key: 'terrain.in', params: { terrain: { noun: `terrain.${v}` } } } };
		} else if (k === 'level' && typeof v === 'number') p[k] = { label: `level.${LEVEL_NAMES[v as Level] ?? 'none'}` };
		else if (k === 'area' && typeof v === 'string') p[k] = { noun: `area.${v}` };
		else if (k === 'player' && typeof v === 'string') p[k] = player(v);
		else p[k] = v;
	}
	// An engine refusal's params, worded one for one as the widgets word them: they were checked
	// against the refusal's message where the engine refused (src/machines/shared/params.ts).
	return { key, params: p } as Ref;
}

/** A reason about one space: « Forêt, ligne 3, colonne 5 : … ». */
const about = (cell: string, why: Ref): Ref => ({ key: 'rd.about', params: { cell: { msg: cellRef(cell) }, why: { msg: why } } });

/** The players of a drawn game: 3 to 5 (the two-player game changes the auction and the end). */
function drawPlayers(r: Rng): Seat[] {
	return SEATS.slice(0, r.range(3, 5));
}

/** Whether Anna's chart lets her pieces stand on a space (at least Migrate there): not water nor desert. */
const annaMayStand = (id: string) => HUMAN_CHART[cellById(id, board)!.terrain] >= 1;

/**
 * Pieces on the teaching board after seeding: everyone has at least their seeds on the board
 * (what checkPosition asks after seeding), at most a few more, one per space, no area full.
 * Anna's pieces stand only where her chart gives her an action (seeding, expanding, migrating and
 * attacking never put them elsewhere: FR L131, L190, L226); `swapped`, when given, is the one
 * water or desert space an opponent's Mobility swap left one of her pieces on (FR L474), next to
 * her chain so that it matters to a migration.
 */
function drawOccupancy(r: Rng, players: readonly Seat[], cluster: number, swap = false): { occ: Occupancy; swapped?: string } {
	const occ: Occupancy = {};
	const free = () => board.cells.map((c) => c.id).filter((id) => occ[id] === undefined);
	// Anna's pieces in a chain, so that migrations jump over her own pieces.
	let at = r.pick(free().filter(annaMayStand));
	occ[at] = ANNA;
	for (let i = 1; i < cluster; i++) {
		const next = neighbours(at, board).filter((n) => occ[n] === undefined && annaMayStand(n));
		if (next.length === 0) break;
		at = r.pick(next);
		occ[at] = ANNA;
	}
	let swapped: string | undefined;
	if (swap) {
		const mine = Object.keys(occ);
		const spots = [...new Set(mine.flatMap((c) => neighbours(c, board)))].filter((n) => occ[n] === undefined && !annaMayStand(n));
		if (spots.length > 0) {
			swapped = r.pick(spots);
			occ[swapped] = ANNA;
		}
	}
	for (const id of players) {
		const want = seedsPerPlayer(players.length) + r.int(3);
		let have = Object.values(occ).filter((o) => o === id).length;
		while (have < want) {
			const cell = r.pick(id === ANNA ? free().filter(annaMayStand) : free());
			const area = areaOf(cell, board)!;
			if (area.cells.filter((c) => occ[c] === undefined).length <= 1) continue;
			occ[cell] = id;
			have++;
		}
	}
	return swapped ? { occ, swapped } : { occ };
}

const ctxFor = (occ: Occupancy, players: readonly Seat[]): ActionContext => ({
	board,
	occ,
	player: ANNA,
	chart: HUMAN_CHART,
	reserve: piecesPerPlayer(players.length) - Object.values(occ).filter((o) => o === ANNA).length,
});

/** "Anna plays a <terrain> card to migrate the piece on …: which of these spaces may it reach?" */
function migration(r: Rng): WlQuestion | null {
	const players = drawPlayers(r);
	// Now and then one of Anna's pieces stands on water or desert: an opponent's Mobility swap left it there (the prompt says so).
	const { occ, swapped } = drawOccupancy(r, players, r.range(2, 4), r.chance(0.25));
	const card = r.pick<Terrain>(['forest', 'mountain', 'steppe', 'savanna']);
	const ctx = ctxFor(occ, players);
	const mine = Object.keys(occ).filter((c) => occ[c] === ANNA);
	const from = swapped && r.chance(0.4) ? swapped : r.pick(mine);
	const reach = reachableCells(ctx, from);
	const { ours: right, pathChecked } = migrationAnswers(ctx, from, card);
	if (right.length === 0) return null;
	// Wrong ones: reachable spaces of another terrain, and spaces of the card's terrain out of reach.
	const otherTerrain = reach.filter((to) => !right.includes(to));
	const outOfReach = board.cells.filter((c) => c.terrain === card && occ[c.id] === undefined && !reach.includes(c.id)).map((c) => c.id);
	const wrong = [...r.shuffle(otherTerrain).slice(0, 2), ...r.shuffle(outOfReach).slice(0, 2)];
	if (wrong.length < 2) return null;
	const candidates = r.shuffle([...r.shuffle(right).slice(0, 3), ...wrong]);
	const rightSet = candidates.filter((c) => right.includes(c));
	// The English path check would grade these circled spaces otherwise: the question names our reading.
	const disputed = candidates.some((c) => right.includes(c) !== pathChecked.includes(c));
	const reasons = candidates.map((to): Ref => {
		const l = canMigrate(ctx, from, to, card);
		return l.ok
			? {
					key: 'rd.migrate.ok',
					params: { cell: { msg: cellRef(to) }, inTerrain: { msg: { key: 'terrain.in', params: { terrain: { noun: `terrain.${card}` } } } } },
				}
			: about(to, refusalRef(l.refusal.key, l.refusal.params));
	});
	const swapper = r.pick(players.filter((p) => p !== ANNA));
	const ask: Ref = { key: 'rd.migrate.prompt', params: { player: player(ANNA), card: { noun: `terrain.${card}` }, from: { msg: cellRef(from) } } };
	const prompt: Ref = swapped
		? { key: 'rd.swapped', params: { player: player(ANNA), swapper: player(swapper), cell: { msg: cellRef(swapped) }, question: { msg: ask } } }
		: ask;
	return {
		kind: 'migration',
		position: {
			players,
			board,
			occ,
			phase: 'play',
			from,
			candidates,
			charts: { [ANNA]: HUMAN_CHART },
			...(swapped ? { swapped: { [swapped]: swapper } } : {}),
		},
		prompt: disputed ? withReading(prompt, 'migration-path') : prompt,
		pick: 'every',
		on: 'board',
		choices: candidates.map((id) => ({ id, label: cellRef(id) })),
		right: rightSet,
		reasons: disputed ? [...reasons, { key: 'rd.reading.migration-path.why' }] : reasons,
		rule: RULE_MIGRATE,
		step: { page: 'turn', widget: 'actions-demo', step: 2 },
		...(disputed ? { reading: 'migration-path' } : {}),
	};
}

/** "Anna plays a Savanna card to attack: which of these pieces may she replace?" */
function attackQ(r: Rng): WlQuestion | null {
	const players = drawPlayers(r);
	const { occ } = drawOccupancy(r, players, 1);
	// Fill one savanna area with pieces of everyone (Anna included), leaving the other one open.
	const savannas = board.areas.filter((a) => a.terrain === 'savanna');
	const full = r.pick(savannas);
	const open = savannas.find((a) => a !== full)!;
	for (const c of full.cells) if (occ[c] === undefined) occ[c] = r.chance(0.25) ? ANNA : r.pick(players.slice(1));
	if (!full.cells.some((c) => occ[c] !== ANNA)) return null;
	if (isAreaFull(open, occ)) return null;
	const ctx = ctxFor(occ, players);
	if (ctx.reserve <= 0) return null;
	const pieces = (ids: readonly string[]) => ids.filter((c) => occ[c] !== undefined);
	const inFull = r.shuffle(pieces(full.cells)).slice(0, 3);
	const inOpen = r.shuffle(pieces(open.cells).filter((c) => occ[c] !== ANNA)).slice(0, 1);
	const elsewhere = r
		.shuffle(pieces(board.areas.filter((a) => a.terrain !== 'savanna' && isAreaFull(a, occ) === false).flatMap((a) => a.cells)).filter((c) => occ[c] !== ANNA))
		.slice(0, 1);
	const candidates = r.shuffle([...inFull, ...inOpen, ...elsewhere]);
	const right = candidates.filter((c) => canAttack(ctx, 'savanna', c).ok);
	if (right.length === 0 || right.length === candidates.length) return null;
	// Every full area has taken its marker (an area that fills up is scored at once).
	const marked = board.areas.filter((a) => isAreaFull(a, occ)).map((a) => a.id);
	return {
		kind: 'attack',
		position: { players, board, occ, phase: 'play', candidates, track: { taken: marked.length, marked }, charts: { [ANNA]: HUMAN_CHART } },
		prompt: { key: 'rd.attack.prompt', params: { player: player(ANNA), card: { noun: 'terrain.savanna' } } },
		pick: 'every',
		on: 'board',
		choices: candidates.map((id) => ({ id, label: cellRef(id) })),
		right,
		reasons: candidates.map((c): Ref => {
			const l = canAttack(ctx, 'savanna', c);
			return l.ok
				? { key: 'rd.attack.ok', params: { cell: { msg: cellRef(c) }, owner: player(occ[c]!) } }
				: about(c, refusalRef(l.refusal.key, l.refusal.params));
		}),
		rule: RULE_ATTACK,
		step: { page: 'turn', widget: 'actions-demo', step: 7 },
	};
}

/** Number choices around the right value: the right one and three others, in order. */
function numberChoices(r: Rng, right: number, pool: readonly number[]): number[] {
	const others = r.shuffle(pool.filter((n) => n !== right)).slice(0, 3);
	return [right, ...others].sort((a, b) => a - b);
}

const pointsChoices = (values: readonly number[]) => values.map((n) => ({ id: String(n), label: { key: 'rd.points' as const, params: { n } } }));

/** "This area is small-scored: how many points does Bruno score?" (monopolies and ties). */
function areaPoints(r: Rng): WlQuestion | null {
	const players = drawPlayers(r);
	const size = r.pick(['small', 'large'] as const);
	const spaces = size === 'small' ? r.pick([4, 5]) : r.pick([8, 9]);
	const inArea = r.shuffle(players).slice(0, r.range(1, Math.min(4, players.length)));
	const counts: PerSeat<number> = {};
	let left = spaces;
	for (const id of inArea) {
		if (left <= 0) break;
		const n = r.range(1, Math.max(1, Math.min(left, size === 'small' ? 3 : 4)));
		counts[id] = n;
		left -= n;
	}
	// Ties are what this kind teaches: make one more often than chance would.
	const ids = seatsIn(counts);
	if (ids.length >= 2 && r.chance(0.5)) counts[ids[1]!] = Math.min(counts[ids[0]!]!, counts[ids[1]!]! + left);
	const total = Object.values(counts).reduce((s, n) => s + n, 0);
	if (total > spaces) return null;
	const asked = r.pick(seatsIn(counts));
	const points = scoreArea({ spaces, counts })[asked] ?? 0;
	// The English translation read literally ranks the players after a tie of three or more one place higher (reading tie-drop-rank).
	const disputed = literalDropArea(spaces, counts)[asked] !== points;
	const prompt: Ref = { key: 'rd.area.prompt', params: { player: player(asked), spaces, areaSize: size } };
	const values = numberChoices(r, points, [0, 1, 2, 3, 4, 5]);
	return {
		kind: 'area-points',
		position: { players, areaCounts: [{ spaces, counts }], view: { kind: 'area', spaces, size, counts } },
		prompt: disputed ? withReading(prompt, 'tie-drop-rank') : prompt,
		pick: 'one',
		on: 'buttons',
		choices: pointsChoices(values),
		right: [String(points)],
		reasons: [...areaReasons(spaces, counts), { key: 'rd.area.total', params: { player: player(asked), points } }],
		rule: { page: 'scoring', anchor: 'areas' },
		step: { page: 'scoring', widget: 'tie-explorer', step: 1 },
		...(disputed ? { reading: 'tie-drop-rank' } : {}),
	};
}

/** "In this big scoring, how many points does Anna score for her herds?" (ties, own equal herds). */
function herdPoints(r: Rng): WlQuestion | null {
	const players = drawPlayers(r);
	const herds: PerSeat<number[]> = {};
	for (const id of players) {
		const n = r.range(0, 2);
		herds[id] = Array.from({ length: n }, () => r.range(2, 7)).sort((a, b) => b - a);
	}
	// A tie between two players now and then: the rule this kind is about.
	const withHerds = players.filter((id) => herds[id]!.length > 0);
	if (withHerds.length >= 2 && r.chance(0.6)) herds[withHerds[1]!]![0] = herds[withHerds[0]!]![0]!;
	const asked = r.pick(withHerds.length ? withHerds : players);
	if (!herds[asked]!.length) return null;
	const points = scoreHerds(herds)[asked] ?? 0;
	const disputed = literalDropHerds(herds)[asked] !== points;
	const prompt: Ref = { key: 'rd.herds.prompt', params: { player: player(asked) } };
	const values = numberChoices(r, points, [0, 1, 3, 4, 5, 6, 7, 8, 10, 12, 15, 17]);
	return {
		kind: 'herd-points',
		position: { players, herds, view: { kind: 'herds', herds } },
		prompt: disputed ? withReading(prompt, 'tie-drop-rank') : prompt,
		pick: 'one',
		on: 'buttons',
		choices: pointsChoices(values),
		right: [String(points)],
		reasons: [...herdReasons(herds), { key: 'rd.herds.total', params: { player: player(asked), points } }],
		rule: { page: 'scoring', anchor: 'herds' },
		// The tie explorer's herd presets start at its 7th step (src/machines/wildlife/examples/ties.ts).
		step: { page: 'scoring', widget: 'tie-explorer', step: 7 },
		...(disputed ? { reading: 'tie-drop-rank' } : {}),
	};
}

/** "Bruno wins the card for 8 food but holds 3: how many spaces back does he step?" */
function shortOfFood(r: Rng): WlQuestion | null {
	const players = drawPlayers(r);
	const seller = r.pick(players);
	const buyer = r.pick(players.filter((p) => p !== seller));
	const price = r.range(3, 13);
	const food = r.range(0, price + 2);
	const pay = settle({ [seller]: 0, [buyer]: food }, { [seller]: 10, [buyer]: 10 }, seller, buyer, price);
	const values = numberChoices(r, pay.spacesBack, [0, 1, 2, 3, 4, 5]);
	const why: Ref =
		pay.spacesBack > 0
			? {
					key: 'rd.short.why',
					params: {
						buyer: player(buyer),
						seller: player(seller),
						price,
						short: pay.shortBy,
						spaces: pay.spacesBack,
						bank: pay.fromBank,
						left: pay.food[buyer]!,
					},
				}
			: { key: 'rd.short.covered', params: { buyer: player(buyer), seller: player(seller), price } };
	return {
		kind: 'short-of-food',
		position: { players, food: { [seller]: 0, [buyer]: food }, view: { kind: 'auction', seller, buyer, price, food } },
		prompt: { key: 'rd.short.prompt', params: { buyer: player(buyer), seller: player(seller), price, food, enough: food >= price ? 'yes' : 'no' } },
		pick: 'one',
		on: 'buttons',
		choices: values.map((n) => ({ id: String(n), label: { key: 'rd.spaces', params: { n } } })),
		right: [String(pay.spacesBack)],
		reasons: [why],
		rule: RULE_SHORT,
		// The main example's payment (src/machines/wildlife/examples/auction.ts).
		step: { page: 'auction', widget: 'auction-example', step: 8 },
	};
}

/** "Chloé sells a card: who bids first?" */
function firstBidder(r: Rng): WlQuestion | null {
	const players = drawPlayers(r);
	const seller = r.pick(players);
	const first = createAuction(players, seller, Object.fromEntries(players.map((p) => [p, 5])) as PerSeat<number>).bidders[0]!;
	return {
		kind: 'first-bidder',
		position: { players, view: { kind: 'auction', seller } },
		prompt: { key: 'rd.first.prompt', params: { seller: player(seller), n: players.length } },
		pick: 'one',
		on: 'buttons',
		choices: players.filter((p) => p !== seller).map((p) => ({ id: p, label: { key: 'rd.first.choice', params: { player: player(p) } } })),
		right: [first],
		reasons: [{ key: 'rd.first.why', params: { seller: player(seller), first: player(first) } }],
		rule: RULE_BID,
		step: { page: 'auction', widget: 'auction-example', step: 1 },
	};
}

/** The kinds alone, for the browser (loaded with import() when a set starts; no position check: the unit tests run it on 1,000 sets). */
export const WILDLIFE_READY_KINDS: ReadyKinds<WlReadyPosition, ReadyKey> = {
	kinds: { migration, attack: attackQ, 'area-points': areaPoints, 'herd-points': herdPoints, 'short-of-food': shortOfFood, 'first-bidder': firstBidder },
};

/** The kinds and the position check (unit tests, scripts). */
export const WILDLIFE_READY: ReadyGenerator<WlReadyPosition, ReadyKey> = { ...WILDLIFE_READY_KINDS, checkPosition };

/** A WildLife set (for tests and scripts). */
export const wildlifeSet = (seed: number): WlQuestion[] => makeSet(WILDLIFE_READY, seed);
