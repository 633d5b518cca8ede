/**
 * "Ready for game night?" for Animal Kingdoms (issue 22; the kit: ../shared/ready.ts). Each kind
 * draws a teaching position (random cards of the 64, random cubes on the five kingdoms, a teaching
 * decree, a majority tile of a practice value), asks the engine (scoring.ts, endOfAge.ts,
 * decrees.ts) for the answer and its reasons, and says it as message keys.
 *
 * Readings (issue 28): each kind knows which of the game's listed readings (src/data/animal-kingdoms/
 * readings.ts) its answer may depend on, and asks the engine under each (`AK_READINGS`): a battle,
 * reinforced-one; a kingdom's points, perfect-tie-places; a decree on several kingdoms,
 * decree-one-neighbour. When the answers differ, the question is drawn on purpose: its prompt names
 * our reading (`rd.withReading`), a reason gives the other reading's answer, and `reading` links the
 * ruling. Positions carry what checkPosition needs to see how they came about (decrees, turns, your
 * last card's kingdom).
 */
import { SEATS, seats, type PerSeat, type Seat } from '../shared/seats';
import { makeSet, type MsgRef, type ReadyGenerator, type ReadyKinds, type Rng } from '../shared/ready';
import { KINGDOM_COUNT, KINGDOM_SIZES, type KingdomSpaces, emptyKingdom } from './board';
import { checkDecree, type Decree, type DecreeReadings, referencedCards } from './decrees';
import { settleKingdom } from './endOfAge';
import { checkPosition } from './position';
import { type BattleReadings, REINFORCEMENT, SECOND_PLACE, THIRD_PLACE, battle, battleRanks, soloBotChoice, strength, type BotKingdomView } from './scoring';
import { BOT, YOU } from './solo';
import { type Card, SPECIES, type Species } from './types';

export type { AkQuestion, AkReadyPosition, AkView, ReadyKey } from './readyTypes';
import type { AkQuestion, AkReadyPosition, ReadyKey } from './readyTypes';

type Ref = MsgRef<ReadyKey, 'animal-kingdoms'>;

/** The game's listed readings a self-check answer can depend on (ids of src/data/animal-kingdoms/readings.ts). */
export type AkReading = 'reinforced-one' | 'decree-one-neighbour' | 'perfect-tie-places';

/** The engine's options under our reading and under the other one, for each reading a question may depend on. */
export const AK_READINGS = {
	'reinforced-one': { ours: { reinforcedOne: 'value' }, other: { reinforcedOne: 'stays-one' } },
	'decree-one-neighbour': { ours: { partial: 'present' }, other: { partial: 'ignore' } },
	'perfect-tie-places': { ours: { afterSharedTile: 'second' }, other: { afterSharedTile: 'third' } },
} as const satisfies {
	'reinforced-one': Record<'ours' | 'other', BattleReadings>;
	'decree-one-neighbour': Record<'ours' | 'other', DecreeReadings>;
	'perfect-tie-places': Record<'ours' | 'other', { afterSharedTile: 'second' | 'third' }>;
};

/** The marks of a question drawn on a reading: its prompt names our reading, a reason gives the other reading's answer, `reading` links the ruling. */
function marked(q: AkQuestion, reading: AkReading, other: Ref): AkQuestion {
	const prompt: Ref = { key: 'rd.withReading', params: { question: { msg: q.prompt }, reading: { msg: { key: `rd.reading.${reading}` } } } };
	return { ...q, prompt, reasons: [...q.reasons, other], reading };
}

const player = (id: string) => ({ noun: `player.${id}` });
const kingdomNoun = (k: number) => ({ noun: `kingdom.${KINGDOM_SIZES[k]}` });
const cardLabel = (c: Card): Ref => ({ key: 'rd.card', params: { species: { label: `species.${c.species}` }, value: c.value } });
const playerChoice = (id: string) => ({ id, label: { key: 'rd.player' as const, params: { player: player(id) } } });

/** `n` different cards of the 64. */
function drawCards(r: Rng, n: number, values?: () => number): Card[] {
	const out: Card[] = [];
	while (out.length < n) {
		const c: Card = { species: r.pick(SPECIES) as Species, value: values ? values() : r.range(1, 8) };
		if (!out.some((x) => x.species === c.species && x.value === c.value)) out.push(c);
	}
	return out;
}

/** Number choices around the right value: the right one and three others, in order. */
function numberChoices(r: Rng, right: number, pool: readonly number[]): number[] {
	const others = r.shuffle([...new Set(pool)].filter((n) => n !== right)).slice(0, 3);
	return [right, ...others].sort((a, b) => a - b);
}

/** "Abdel reveals the tiger 1, Stéphanie the wolf 6 with a reinforcement token: who wins?" */
function battleQ(r: Rng): AkQuestion | null {
	const fighters = SEATS.slice(0, r.range(2, 3));
	// 1s and 8s (and cards a token lifts to 8) are what this kind teaches: drawn more often.
	const cards = drawCards(r, fighters.length, () => (r.chance(0.5) ? r.pick([1, 1, 7, 8, 6]) : r.range(1, 8)));
	const tokens = fighters.map(() => (r.chance(0.35) ? r.range(1, 2) : 0));
	const table: Record<string, { value: number; plus: number }> = Object.fromEntries(
		fighters.map((p, i) => [p, { value: cards[i]!.value, plus: tokens[i]! * REINFORCEMENT }]),
	);
	const still = battle(table);
	const ranks = battleRanks(table);
	// The other reading of a reinforced 1 (it stays a 1 that beats an 8): does it change who wins?
	const otherStill = battle(table, AK_READINGS['reinforced-one'].other);
	const otherRight = otherStill.length === 1 ? otherStill[0]! : 'again';
	const oneBeats = Object.values(ranks).includes(Number.POSITIVE_INFINITY);
	const right = still.length === 1 ? still[0]! : 'again';
	const reasons: Ref[] = fighters.map((p, i) => ({
		key: 'rd.battle.card',
		params: { player: player(p), species: { noun: `species.${cards[i]!.species}` }, value: cards[i]!.value, tokens: tokens[i]!, strength: strength(table[p]!) },
	}));
	if (oneBeats) reasons.push({ key: 'rd.battle.one' });
	reasons.push(
		still.length === 1
			? { key: 'rd.battle.wins', params: { winner: player(still[0]!) } }
			: { key: 'rd.battle.tie', params: { players: { list: still.map((p) => `player.${p}`) } } },
	);
	const q: AkQuestion = {
		kind: 'battle',
		position: {
			players: fighters,
			table: cards,
			view: { kind: 'battle', cards: Object.fromEntries(fighters.map((p, i) => [p, { card: cards[i]!, tokens: tokens[i]! }])) },
		},
		prompt: { key: 'rd.battle.prompt', params: { n: fighters.length } },
		pick: 'one',
		on: 'buttons',
		choices: [...fighters.map(playerChoice), { id: 'again', label: { key: 'rd.battle.again' } }],
		right: [right],
		reasons,
		rule: oneBeats
			? { page: 'battles', anchor: 'one-beats-eight' }
			: tokens.some((t) => t > 0)
				? { page: 'battles', anchor: 'reinforcements' }
				: { page: 'battles', anchor: 'reveal' },
		step: { page: 'battles', widget: 'battle', step: 2 },
	};
	if (otherRight === right) return q;
	return marked(q, 'reinforced-one', {
		key: 'rd.reading.reinforced-one.why',
		params: { again: otherRight === 'again' ? 'yes' : 'no', winner: player(otherRight === 'again' ? fighters[0]! : otherRight) },
	});
}

/** Five kingdoms with one filled: `fill` cubes of the players in kingdom `k` (the capital once its territories are full). */
function boardWith(k: number, owners: readonly Seat[]): KingdomSpaces[] {
	const kingdoms = Array.from({ length: KINGDOM_COUNT }, (_, i) => emptyKingdom(i));
	const spaces = kingdoms[k]!;
	const n = spaces.territories.length;
	owners.slice(0, n).forEach((p, i) => (spaces.territories[i] = p));
	if (owners.length > n) spaces.capital = owners[n]!;
	return kingdoms;
}

/** "End of age I: how many points does Carla score in the kingdom of 6?" (majority, 3, 1, ties, battles). */
function kingdomQ(r: Rng): AkQuestion | null {
	const players = SEATS.slice(0, r.range(3, 4));
	const k = r.int(KINGDOM_COUNT);
	const size = KINGDOM_SIZES[k]!;
	const filled = r.range(2, size);
	const owners = Array.from({ length: filled }, () => r.pick(players));
	const kingdoms = boardWith(k, owners);
	const spaces = kingdoms[k]!;
	const tile = r.range(3, 8);
	const cubes: PerSeat<number> = Object.fromEntries(players.map((p) => [p, owners.filter((o) => o === p).length]));
	const best = Math.max(...Object.values(cubes));
	const leaders = players.filter((p) => cubes[p] === best);
	// A tie for the most is settled by a battle: its result is given (one winner, or now and then a perfect tie).
	const tieWinners = leaders.length > 1 ? (r.chance(0.2) ? [...leaders] : [r.pick(leaders)]) : undefined;
	const result = settleKingdom({ players, kingdom: k, spaces, tile, treaty: false, ...(tieWinners ? { tieWinners } : {}) });
	const asked = r.pick(players.filter((p) => cubes[p]! > 0));
	const points = result.points[asked] ?? 0;
	// The other reading of places after a shared tile (the next players only third): does it change the asked player's points?
	const other = settleKingdom({
		players,
		kingdom: k,
		spaces,
		tile,
		treaty: false,
		...(tieWinners ? { tieWinners } : {}),
		...AK_READINGS['perfect-tie-places'].other,
	});
	const otherPoints = other.points[asked] ?? 0;
	const values = numberChoices(r, points, [0, THIRD_PLACE, SECOND_PLACE, tile, tile === 3 ? 4 : tile - 1, 2]);
	const cubesRefs: Ref[] = players
		.filter((p) => cubes[p]! > 0)
		.map((p) => ({ key: 'rd.score.cubes', params: { player: player(p), n: cubes[p]!, points: result.points[p] ?? 0 } }));
	const how: Ref =
		result.how === 'majority'
			? { key: 'rd.score.majority', params: { winner: player(result.winners[0]!), tile } }
			: result.how === 'perfectTie'
				? { key: 'rd.score.perfect', params: { players: { list: result.winners.map((p) => `player.${p}`) }, tile } }
				: { key: 'rd.score.battle', params: { winner: player(result.winners[0]!), tile } };
	const q: AkQuestion = {
		kind: 'kingdom-points',
		position: {
			players,
			age: 1,
			kingdoms,
			view: { kind: 'kingdom', kingdom: k, tile, cubes, capital: spaces.capital, ...(tieWinners ? { tieWinners } : {}), asked },
		},
		prompt: {
			key: 'rd.score.prompt',
			params: {
				kingdom: kingdomNoun(k),
				tile,
				player: player(asked),
				battle: tieWinners ? (tieWinners.length > 1 ? 'perfect' : 'won') : 'none',
				winner: player(tieWinners?.[0] ?? asked),
			},
		},
		pick: 'one',
		on: 'buttons',
		choices: values.map((n) => ({ id: String(n), label: { key: 'rd.points', params: { n } } })),
		right: [String(points)],
		reasons: [how, { key: 'rd.score.places' }, ...cubesRefs],
		rule: tieWinners ? { page: 'end-of-age', anchor: 'ties-for-places' } : { page: 'end-of-age', anchor: 'second-third' },
		step: { page: 'end-of-age', widget: 'end-of-age', step: 2 },
	};
	if (otherPoints === points) return q;
	return marked(q, 'perfect-tie-places', { key: 'rd.reading.perfect-tie-places.why', params: { player: player(asked), n: otherPoints } });
}

/** "The bot turns up a 6: in which kingdom does it play?" (the card's kingdom, then clockwise, its two constraints). */
function soloQ(r: Rng): AkQuestion | null {
	// The board as play left it (review W1, issue 28): from an empty board, you claim (you start the
	// age, no rally), the bot answers by its own rules (now and then a bonus card too), until your
	// last claim; the question is the bot's next card. Your last card's kingdom holds your cube.
	const kingdoms: KingdomSpaces[] = Array.from({ length: KINGDOM_COUNT }, (_, i) => emptyKingdom(i));
	const views = (): BotKingdomView[] =>
		kingdoms.map((s) => ({
			botCubes: s.territories.filter((x) => x === BOT).length,
			playerCubes: s.territories.filter((x) => x === YOU).length,
			freeTerritories: s.territories.filter((x) => x === null).length,
			capitalFree: true,
		}));
	const put = (k: number, who: Seat) => {
		const t = kingdoms[k]!.territories;
		t[t.indexOf(null)] = who;
	};
	const turns = r.range(2, 12);
	let last = -1;
	for (let turn = 1; turn <= turns; turn++) {
		const open = kingdoms.flatMap((s, i) => (s.territories.includes(null) ? [i] : []));
		if (open.length === 0) return null;
		last = last >= 0 && open.includes(last) && r.chance(0.3) ? last : r.pick(open);
		put(last, YOU);
		if (turn === turns) break;
		for (let play = r.chance(0.2) ? 2 : 1; play > 0; play--) {
			const move = soloBotChoice({ card: r.range(1, 8), lastPlayerKingdom: last, kingdoms: views() });
			if (move.kingdom === null || move.capital) return null;
			put(move.kingdom, BOT);
		}
	}
	const card = r.range(1, 8);
	const choice = soloBotChoice({ card, lastPlayerKingdom: last, kingdoms: views() });
	if (choice.kingdom === null) return null;
	const onBoard = (p: string) => kingdoms.reduce((s, k) => s + k.territories.filter((x) => x === p).length, 0);
	if (onBoard(BOT) > 17 || onBoard(YOU) > 17) return null;
	const reasons: Ref[] = [{ key: 'rd.solo.designated', params: { drawn: card, kingdom: kingdomNoun(choice.designated), low: card <= 3 ? 'yes' : 'no' } }];
	choice.skipped.forEach((k, i) => reasons.push({ key: 'rd.solo.skip', params: { kingdom: kingdomNoun(k), skip: choice.why[i]! } }));
	reasons.push({ key: 'rd.solo.plays', params: { kingdom: kingdomNoun(choice.kingdom), capital: choice.capital ? 'yes' : 'no', relaxed: choice.relaxed } });
	return {
		kind: 'solo-bot',
		position: {
			players: [YOU, BOT],
			bot: BOT,
			age: 1,
			kingdoms,
			scores: { [YOU]: 0, [BOT]: 0 },
			current: BOT,
			passed: [],
			lastKingdom: { [YOU]: last },
			view: { kind: 'solo', card, last, views: views() },
		},
		prompt: { key: 'rd.solo.prompt', params: { drawn: card, kingdom: kingdomNoun(last) } },
		pick: 'one',
		on: 'buttons',
		choices: Array.from({ length: KINGDOM_COUNT }, (_, k) => ({ id: `k${k}`, label: { key: 'rd.kingdom' as const, params: { size: KINGDOM_SIZES[k]! } } })),
		right: [`k${choice.kingdom}`],
		reasons,
		rule: choice.skipped.length ? { page: 'solo', anchor: 'bot-skip' } : { page: 'solo', anchor: 'bot-value' },
		step: { page: 'solo', widget: 'solo-bot', step: 2 },
	};
}

/** Teaching decrees whose refusals name only numbers (the card alone, or the cards of this kingdom or its neighbours). */
const DECREES: readonly Decree[] = [
	{ family: 'simple', kind: 'odd' },
	{ family: 'simple', kind: 'even' },
	{ family: 'simple', kind: 'atMost', n: 4 },
	{ family: 'simple', kind: 'atLeast', n: 5 },
	{ family: 'here', kind: 'higher' },
	{ family: 'here', kind: 'lower' },
	{ family: 'neighbours', kind: 'geStrongest' },
	{ family: 'neighbours', kind: 'lower' },
];

/** "This kingdom's decree asks for … : which of these cards may Abdel play here?" */
function decreeQ(r: Rng): AkQuestion | null {
	const decree = r.pick(DECREES);
	const k = r.int(KINGDOM_COUNT);
	const all = drawCards(r, 10);
	const hand = all.slice(0, 4);
	// Cards already played this age: a few in this kingdom and its neighbours (none now and then: the decree is then ignored).
	const columns: Card[][] = Array.from({ length: KINGDOM_COUNT }, () => []);
	let next = 4;
	const looked = decree.family === 'here' ? [k] : decree.family === 'neighbours' ? [(k + KINGDOM_COUNT - 1) % KINGDOM_COUNT, (k + 1) % KINGDOM_COUNT] : [];
	for (const c of looked) {
		const n = r.chance(0.15) ? 0 : r.range(1, 2);
		for (let i = 0; i < n && next < all.length; i++) columns[c]!.push(all[next++]!);
	}
	// This kingdom's cards were played under its decree, which holds all age (review W2): each above the one under it.
	if (decree.family === 'here') {
		const col = columns[k]!;
		col.sort((a, b) => (decree.kind === 'higher' ? a.value - b.value : b.value - a.value));
		if (col.some((c, i) => i > 0 && c.value === col[i - 1]!.value)) return null;
	}
	const verdicts = hand.map((c) => checkDecree(decree, k, c, columns));
	const right = hand.map((c) => `${c.species}${c.value}`).filter((_, i) => verdicts[i]!.status !== 'refused');
	if (right.length === 0) return null;
	// The other reading of a decree on both neighbours when one is empty (ignored then): does it change the cards allowed?
	const otherRight = hand
		.map((c) => `${c.species}${c.value}`)
		.filter((_, i) => checkDecree(decree, k, hand[i]!, columns, AK_READINGS['decree-one-neighbour'].other).status !== 'refused');
	// Cubes under the cards played: one per card, by the players (a decree of the card alone checks nothing on the board).
	const players = seats(3);
	const kingdoms = Array.from({ length: KINGDOM_COUNT }, (_, i) => emptyKingdom(i));
	columns.forEach((col, i) => col.forEach((_, j) => (kingdoms[i]!.territories[j] = players[(i + j) % 3]!)));
	const reasons: Ref[] = hand.map((c, i): Ref => {
		const v = verdicts[i]!;
		const cardName = { msg: cardLabel(c) };
		if (v.status === 'ok') return { key: 'rd.decree.ok', params: { cardName } };
		if (v.status === 'ignored') return { key: 'rd.decree.ignored', params: { cardName } };
		const why = v.legality.ok ? null : v.legality.refusal;
		// The engine's refusal speaks to the player who clicked (« votre carte… »); a reason here gets its clause form.
		const clause = why!.key.replace('decree.refused.', 'rd.decree.why.') as ReadyKey;
		// A comparison names the cards it compares with (review ux minor 6): this kingdom's last card, or the last cards of the others.
		const compared = ['rd.decree.why.geStrongest', 'rd.decree.why.higher', 'rd.decree.why.lower'].includes(clause)
			? { family: decree.family, looked: referencedCards(decree, k, columns).length }
			: {};
		return {
			key: 'rd.decree.no',
			params: { cardName, reason: { msg: { key: clause, params: { ...(why!.params ?? {}), ...compared } as Record<string, number | string> } } },
		};
	});
	const decrees: (Decree | undefined)[] = Array.from({ length: KINGDOM_COUNT }, (_, i) => (i === k ? decree : undefined));
	const q: AkQuestion = {
		kind: 'decree',
		position: { players, age: 1, kingdoms, columns, decrees, hands: { A: hand }, view: { kind: 'decree', decree, kingdom: k, columns, hand } },
		prompt: {
			key: 'rd.decree.prompt',
			params: { kingdom: kingdomNoun(k), family: decree.family, kind: decree.kind, n: 'n' in decree ? decree.n : 0, player: player('A') },
		},
		pick: 'every',
		on: 'buttons',
		choices: hand.map((c) => ({ id: `${c.species}${c.value}`, label: cardLabel(c) })),
		right,
		reasons,
		rule: verdicts.some((v) => v.status === 'ignored') ? { page: 'turn', anchor: 'decree-missing-cards' } : { page: 'turn', anchor: 'decrees' },
		step: { page: 'turn', widget: 'decree-check', step: 2 },
	};
	if (otherRight.join() === right.join()) return q;
	return marked(q, 'decree-one-neighbour', { key: 'rd.reading.decree-one-neighbour.why', params: { player: player('A') } });
}

/** The kinds alone, for the browser (loaded with import() when a set starts; no position check: the unit tests run it on 1,000 sets). */
export const ANIMAL_KINGDOMS_READY_KINDS: ReadyKinds<AkReadyPosition, ReadyKey> = {
	kinds: { battle: battleQ, 'kingdom-points': kingdomQ, 'solo-bot': soloQ, decree: decreeQ },
};

/** The kinds and the position check (unit tests, scripts). */
export const ANIMAL_KINGDOMS_READY: ReadyGenerator<AkReadyPosition, ReadyKey> = { ...ANIMAL_KINGDOMS_READY_KINDS, checkPosition };

/** An Animal Kingdoms set (for tests and scripts). */
export const animalKingdomsSet = (seed: number): AkQuestion[] => makeSet(ANIMAL_KINGDOMS_READY, seed);
