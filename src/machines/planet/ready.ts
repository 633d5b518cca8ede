/**
 * "Ready for game night?" for Planet (issue 22; the kit: ../shared/ready.ts). Each kind draws a
 * teaching position (random planets made of invented tiles: not the game's 50 tiles), asks the
 * engine (regions.ts, scoring.ts, round.ts) for the answer and its reasons, and says it as message
 * keys. The players are the site's example table (src/data/planet/players.ts), seated in this order.
 */
import type { MsgRef, ReadyGenerator, ReadyKinds, Rng } from '../shared/ready';
import { atSeat, type PerSeat, type Seat, seatsIn } from '../shared/seats';
import { castName, TABLE_CAST } from './examples/cast';
import { FACE_COUNT, PARCEL_NEIGHBOURS, SIDES } from './core';
import { graphFromTerrains } from './planet';
import { checkPosition, OBJECTIVE_MAX_POINTS } from './position';
import { type AnimalCondition, judgeAnimal, TERRAINS, type Terrain, terrainRegions } from './regions';
import { type AwardReading, awardReading, decidingReading, type PlReadingId, underReadings } from './readyReadings';
import { FIRST_LIFE_ROUND, ROUNDS, firstPlayer, unawardedCardGoes } from './round';
import { endScore, type EndScore, winners } from './scoring';
import { regionsByTerrain } from './summary';

export type { EndRow, PlQuestion, PlReadyPosition, PlView, ReadyKey } from './readyTypes';
import type { EndRow, PlQuestion, PlReadyPosition, ReadyKey } from './readyTypes';

type Ref = MsgRef<ReadyKey, 'planet'>;

/** The table: seats A–D (the people in them: TABLE_CAST, examples/cast.ts). */
const SEATED: readonly Seat[] = seatsIn(TABLE_CAST);
/** A player as a message names them: the `player.<name>` noun of the person in that seat. */
const playerNoun = (seat: Seat) => `player.${castName(TABLE_CAST, seat)}` as const;
const player = (seat: Seat) => ({ noun: playerNoun(seat) });
const playerChoice = (seat: Seat) => ({ id: seat, label: { key: 'rd.player' as const, params: { player: player(seat) } } });

function drawTable(r: Rng, min = 2): Seat[] {
	return SEATED.slice(0, r.range(min, SEATED.length));
}

/**
 * A teaching planet with `tiles` faces covered (random faces): each parcel takes a neighbour's
 * terrain half the time, so terrains gather into regions as on a real planet.
 */
export function drawPlanet(r: Rng, tiles: number): (Terrain | null)[] {
	const faces = new Set(r.shuffle(Array.from({ length: FACE_COUNT }, (_, f) => f)).slice(0, tiles));
	const out: (Terrain | null)[] = Array.from({ length: FACE_COUNT * SIDES }, () => null);
	for (let p = 0; p < out.length; p++) {
		if (!faces.has(Math.floor(p / SIDES))) continue;
		const near = PARCEL_NEIGHBOURS[p]!.map((n) => out[n]).filter((t): t is Terrain => t !== null && t !== undefined);
		out[p] = near.length && r.chance(0.5) ? r.pick(near) : r.pick(TERRAINS);
	}
	return out;
}

/** Number choices around the right value: the right one and three others, in order. */
function numberChoices(r: Rng, right: number, pool: readonly number[]): number[] {
	const others = r.shuffle(pool.filter((n) => n !== right)).slice(0, 3);
	return [right, ...others].sort((a, b) => a - b);
}

/** "On Anna's planet, how many separate desert regions?" (regions join side to side, across tiles). */
function regionsQ(r: Rng): PlQuestion | null {
	const round = r.range(FIRST_LIFE_ROUND, ROUNDS);
	const seat = r.pick(SEATED);
	const terrains = drawPlanet(r, round);
	const terrain = r.pick(TERRAINS);
	const regions = terrainRegions(graphFromTerrains(terrains), terrain);
	if (regions.length === 0 || regions.length > 8) return null;
	const n = regions.length;
	// Regions join by a side (our reading); meeting at a point would join more of them.
	const reading = decidingReading((others) => terrainRegions(graphFromTerrains(terrains, underReadings(others).contact), terrain).length, ['touching-edge']);
	if (reading === 'several') return null;
	const prompt: Ref = { key: 'rd.regions.prompt', params: { player: player(seat), terrain, round } };
	const values = numberChoices(
		r,
		n,
		[1, 2, 3, 4, 5, 6, 7, 8].filter((x) => Math.abs(x - n) <= 3),
	);
	return {
		kind: 'regions',
		position: {
			round,
			phase: 'life',
			partial: true,
			players: [{ seat, terrains }],
			view: { kind: 'planet', seat, terrains, terrain, regions: regionsByTerrain(terrains)[terrain] },
		},
		prompt: reading ? { key: 'rd.reading.prompt', params: { reading: readingWord(reading.id), question: { msg: prompt } } } : prompt,
		pick: 'one',
		on: 'buttons',
		choices: values.map((v) => ({ id: String(v), label: { key: 'rd.n', params: { n: v } } })),
		right: [String(n)],
		reasons: [
			{ key: 'rd.regions.why', params: { terrain, count: n, sizeSum: regions.map((x) => x.size).join(', '), size: regions[0]!.size } },
			{ key: 'rd.regions.rule' },
			...(reading
				? [
						{
							key: 'rd.reading.why' as const,
							params: { reading: readingWord(reading.id), outcome: { msg: { key: 'rd.regions.other' as const, params: { count: reading.other, terrain } } } },
						},
					]
				: []),
		],
		...(reading ? { reading: reading.id } : {}),
		rule: reading ? { page: 'regions', anchor: 'touching' } : { page: 'regions', anchor: 'regions' },
		step: { page: 'regions', widget: 'regions-example', step: 2 },
	};
}

function drawCondition(r: Rng): AnimalCondition {
	const terrain = r.pick(TERRAINS);
	const type = r.pick(['most-regions', 'largest-touching', 'largest-not-touching'] as const);
	if (type === 'most-regions') return { type, terrain };
	return { type, terrain, other: r.pick(TERRAINS.filter((t) => t !== terrain)) };
}

/** The reading as the messages select it. */
const readingWord = (id: PlReadingId) => (id === 'largest-touching-reading' ? 'touching' : id === 'touching-edge' ? 'edge' : 'second');

/** "Graded by our reading; under the other one, …" with who would take the card then. */
function readingReason(reading: AwardReading, round: number): Ref {
	const next = unawardedCardGoes(round);
	const outcome: Ref =
		reading.other !== 'nobody'
			? { key: 'rd.award.other.player', params: { player: player(reading.other) } }
			: next === 'box'
				? { key: 'rd.award.other.box' }
				: { key: 'rd.award.other.next', params: { next } };
	return { key: 'rd.reading.why', params: { reading: readingWord(reading.id), outcome: { msg: outcome } } };
}

/** "Round 7: who takes this card?" (the condition, the largest qualifying region, ties, the last round). */
function awardQ(r: Rng): PlQuestion | null {
	const round = r.chance(0.4) ? ROUNDS : r.range(FIRST_LIFE_ROUND, ROUNDS - 1);
	const seated = drawTable(r);
	const card = drawCondition(r);
	const planets = seated.map(() => drawPlanet(r, round));
	// A tie is what this kind teaches: now and then the second planet copies the first, one tile redrawn.
	if (r.chance(0.4)) {
		const copy = [...planets[0]!];
		const covered = Array.from({ length: FACE_COUNT }, (_, f) => f).filter((f) => copy[f * SIDES] !== null);
		const face = r.pick(covered);
		for (let k = 0; k < SIDES; k++) copy[face * SIDES + k] = r.pick(TERRAINS);
		planets[1] = copy;
	}
	const graphs = planets.map((t) => graphFromTerrains(t));
	const award = judgeAnimal(card, graphs, round >= ROUNDS);
	const winner = award.winner === null ? null : seated[award.winner]!;
	const right = winner ?? 'nobody';
	// The answer under each of the site's listed readings: a question that one reading decides says so.
	const reading = awardReading(card, planets, round >= ROUNDS, seated);
	if (reading === 'several') return null;
	// The contact reading is what the regions questions teach; here it would crowd out the award's own readings, so most such draws are redrawn.
	if (reading?.id === 'touching-edge' && r.chance(0.6)) return null;
	const view = seated.map((seat, i) => ({
		seat,
		regions: terrainRegions(graphs[i]!, card.terrain).map((g) => ({ size: g.size, touches: card.type !== 'most-regions' && g.touches.includes(card.other) })),
	}));
	if (view.some((v) => v.regions.length > 7)) return null;
	const kind = card.type === 'most-regions' ? 'most' : card.type === 'largest-touching' ? 'touching' : 'apart';
	const other = card.type === 'most-regions' ? card.terrain : card.other;
	const next = unawardedCardGoes(round);
	const scores: Ref[] = seated.map((seat, i) => ({ key: 'rd.award.score', params: { player: player(seat), kind, value: award.scores[i]! } }));
	const prompt: Ref = { key: 'rd.award.prompt', params: { round, kind, terrain: card.terrain, with: other } };
	let verdict: Ref;
	if (winner !== null && award.how === 'best') verdict = { key: 'rd.award.best', params: { winner: player(winner) } };
	else if (winner !== null) verdict = { key: 'rd.award.breaker', params: { winner: player(winner), which: award.how === 'third' ? 'third' : 'second' } };
	else if (next === 'box') verdict = { key: 'rd.award.box', params: { kind, nobody: award.how === 'nobody' ? 'yes' : 'no' } };
	else verdict = { key: award.how === 'nobody' ? 'rd.award.nobody' : 'rd.award.tie', params: { next } };
	return {
		kind: 'award',
		position: {
			round,
			phase: 'life',
			players: seated.map((seat, i) => ({ seat, terrains: planets[i]! })),
			contest: { column: round },
			view: { kind: 'award', card, round, regions: view },
		},
		prompt: reading ? { key: 'rd.reading.prompt', params: { reading: readingWord(reading.id), question: { msg: prompt } } } : prompt,
		pick: 'one',
		on: 'buttons',
		choices: [...seated.map(playerChoice), { id: 'nobody', label: { key: 'rd.nobody' } }],
		right: [right],
		reasons: reading ? [...scores, verdict, readingReason(reading, round)] : [...scores, verdict],
		...(reading ? { reading: reading.id } : {}),
		rule: reading
			? reading.id === 'largest-touching-reading'
				? { page: 'regions', anchor: 'largest-touching' }
				: reading.id === 'touching-edge'
					? { page: 'regions', anchor: 'touching' }
					: { page: 'animals', anchor: 'last-round-compare' }
			: round >= ROUNDS && award.leaders.length > 1 && award.how !== 'nobody'
				? { page: 'animals', anchor: 'last-round' }
				: award.how === 'nobody'
					? { page: 'animals', anchor: 'nobody' }
					: { page: 'animals', anchor: 'who-wins' },
		step: { page: 'animals', widget: 'animal-award-example', step: round >= ROUNDS ? 10 : 2 },
	};
}

/** "Bruno's objective is the glacier: how many points do his animal cards score?" */
function animalPointsQ(r: Rng): PlQuestion | null {
	const seat = r.pick(SEATED);
	const objective = r.chance(0.25) ? null : r.pick(TERRAINS);
	const animals = Array.from({ length: r.range(1, 6) }, () => r.pick(TERRAINS));
	const score = endScore({ objective, parcels: 0, animals }, null);
	const own = objective === null ? animals.length : animals.filter((a) => a === objective).length;
	const values = numberChoices(
		r,
		score.animals,
		Array.from({ length: 13 }, (_, i) => i),
	);
	return {
		kind: 'animal-points',
		position: {
			round: ROUNDS,
			phase: 'end',
			partial: true,
			players: [{ seat, tiles: FACE_COUNT, objective, animals }],
			view: { kind: 'animals', seat, objective, animals },
		},
		prompt: {
			key: 'rd.animals.prompt',
			params: { player: player(seat), count: animals.length, beginners: objective === null ? 'yes' : 'no', terrain: objective ?? 'ocean' },
		},
		pick: 'one',
		on: 'buttons',
		choices: values.map((v) => ({ id: String(v), label: { key: 'rd.points', params: { n: v } } })),
		right: [String(score.animals)],
		reasons: [
			objective === null
				? { key: 'rd.animals.beginners', params: { count: animals.length, points: score.animals } }
				: { key: 'rd.animals.why', params: { own, other: animals.length - own, points: score.animals } },
		],
		rule: { page: 'end', anchor: 'animal-points' },
		step: { page: 'end', widget: 'end-scoring-example', step: 3 },
	};
}

/** "The totals and the animal cards: who wins?" (most points, then most animal cards, then shared). */
function winnerQ(r: Rng): PlQuestion | null {
	const seated = drawTable(r);
	// Each total comes from a game's end (review rules-planet n2): an objective card each (one per terrain), 0 to 6 animal cards
	// at 1 or 2 points, and 0 to 10 points for the objective.
	const objectives = r.shuffle(TERRAINS);
	const ends = seated.map((seat, i) => ({
		seat,
		objective: objectives[i]!,
		animals: Array.from({ length: r.range(0, 6) }, () => r.pick(TERRAINS)),
		objectivePoints: r.range(0, OBJECTIVE_MAX_POINTS),
	}));
	const animalsOf = (e: (typeof ends)[number]) => endScore({ objective: e.objective, parcels: 0, animals: [...e.animals] }, null).animals;
	const totalOf = (e: (typeof ends)[number]) => e.objectivePoints + animalsOf(e);
	// Ties on points (and sometimes on cards): the rule this kind is about. Their objectives make up the difference.
	if (r.chance(0.7)) {
		const [a, b] = r.shuffle(ends).slice(0, 2);
		if (r.chance(0.3)) b!.animals = Array.from({ length: a!.animals.length }, () => r.pick(TERRAINS));
		const best = Math.max(...ends.map(totalOf));
		for (const e of [a!, b!]) e.objectivePoints = best - animalsOf(e);
		if ([a!, b!].some((e) => e.objectivePoints < 0 || e.objectivePoints > OBJECTIVE_MAX_POINTS)) return null;
	}
	const rows: EndRow[] = ends.map((e) => ({ seat: e.seat, total: totalOf(e), cards: e.animals.length }));
	if (rows.reduce((s, x) => s + x.cards, 0) > 20) return null;
	const scores: PerSeat<EndScore> = Object.fromEntries(rows.map((x) => [x.seat, { objective: 0, animals: 0, total: x.total, cards: x.cards }]));
	const result = winners(scores);
	const first = result.winners[0]!;
	const right = result.decidedBy === 'shared' ? 'shared' : first;
	const top = result.winners.map((s) => atSeat(rows, s)!);
	const why: Ref =
		result.decidedBy === 'points'
			? { key: 'rd.winner.points', params: { winner: player(first), points: top[0]!.total } }
			: result.decidedBy === 'cards'
				? { key: 'rd.winner.cards', params: { winner: player(first), points: top[0]!.total, cards: top[0]!.cards } }
				: { key: 'rd.winner.shared', params: { names: { list: top.map((x) => playerNoun(x.seat)) }, points: top[0]!.total, cards: top[0]!.cards } };
	return {
		kind: 'winner',
		position: {
			round: ROUNDS,
			phase: 'end',
			players: ends.map((e) => ({ seat: e.seat, tiles: FACE_COUNT, objective: e.objective, animals: e.animals, points: totalOf(e) })),
			view: { kind: 'totals', rows },
		},
		prompt: { key: 'rd.winner.prompt', params: { n: seated.length } },
		pick: 'one',
		on: 'buttons',
		choices: [...seated.map(playerChoice), { id: 'shared', label: { key: 'rd.shared' } }],
		right: [right],
		reasons: [why],
		rule: { page: 'end', anchor: 'ties' },
		step: { page: 'end', widget: 'end-scoring-example', step: 4 },
	};
}

/** "Nobody takes the card of round 7: where does it go?" */
function columnQ(r: Rng): PlQuestion | null {
	const round = r.chance(0.3) ? ROUNDS : r.range(FIRST_LIFE_ROUND, ROUNDS - 1);
	const seated = drawTable(r);
	const goes = unawardedCardGoes(round);
	const options = [round + 1, round + 2].filter((c) => c <= ROUNDS);
	const choices = [
		...options.map((c) => ({ id: `column-${c}`, label: { key: 'rd.column.next' as const, params: { next: c } } })),
		{ id: 'stays', label: { key: 'rd.column.stays' as const, params: { round } } },
		{ id: 'box', label: { key: 'rd.column.box' as const } },
	];
	return {
		kind: 'next-column',
		position: {
			round,
			phase: 'life',
			players: seated.map((seat) => ({ seat, tiles: round })),
			contest: { column: round },
			view: { kind: 'seats', seats: seated, round },
		},
		prompt: { key: 'rd.column.prompt', params: { round } },
		pick: 'one',
		on: 'buttons',
		choices,
		right: [goes === 'box' ? 'box' : `column-${goes}`],
		reasons: [goes === 'box' ? { key: 'rd.column.whyBox' } : { key: 'rd.column.why', params: { next: goes } }],
		rule: goes === 'box' ? { page: 'animals', anchor: 'last-round' } : { page: 'animals', anchor: 'next-column' },
		step: { page: 'animals', widget: 'animal-award-example', step: 3 },
	};
}

/** "Anna took the first tile in round 1: who chooses first in round 6?" */
function firstQ(r: Rng): PlQuestion | null {
	const seated = drawTable(r);
	const round = r.range(2, ROUNDS);
	const first = firstPlayer(seated, round);
	return {
		kind: 'first-player',
		position: {
			round,
			phase: 'draft',
			players: seated.map((seat) => ({ seat, tiles: round - 1 })),
			display: { tiles: 5, taken: 0 },
			view: { kind: 'seats', seats: seated, round },
		},
		prompt: { key: 'rd.first.prompt', params: { first: player(seated[0]!), round, n: seated.length } },
		pick: 'one',
		on: 'buttons',
		choices: seated.map(playerChoice),
		right: [first],
		reasons: [{ key: 'rd.first.why', params: { first: player(first), round, passes: round - 1 } }],
		rule: { page: 'round', anchor: 'first-player-passes' },
	};
}

/** The kinds alone, for the browser (loaded with import() when a set starts; no position check: the unit tests run it on 1,000 sets). */
export const PLANET_READY_KINDS: ReadyKinds<PlReadyPosition, ReadyKey> = {
	kinds: { regions: regionsQ, award: awardQ, 'animal-points': animalPointsQ, winner: winnerQ, 'next-column': columnQ, 'first-player': firstQ },
};

/** The kinds and the position check (unit tests, scripts). */
export const PLANET_READY: ReadyGenerator<PlReadyPosition, ReadyKey> = { ...PLANET_READY_KINDS, checkPosition };
