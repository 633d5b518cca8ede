// Positions the rules allow (issue 18): every frame of every Animal Kingdoms guided example, every
// try-it's starting board and the end-of-age board of the next age pass checkPosition, which knows
// the game's counts and limits (18 cubes a colour, one capital per player and age, one card per cube,
// decrees obeyed, 64 different cards, ascending majority tiles…). Its own checks are tested first
// on the impossible positions the rules review found.
import { describe, expect, it } from 'vitest';
import { exampleEvents } from '../../../src/machines/shared/guidedReplay';
import { type AgeState, applyClaim, canClaim } from '../../../src/machines/animal-kingdoms/age';
import { ageMachine } from '../../../src/machines/animal-kingdoms/age.machine';
import type { BattleState } from '../../../src/machines/animal-kingdoms/battle';
import { battleMachine } from '../../../src/machines/animal-kingdoms/battle.machine';
import { emptyKingdom, type KingdomSpaces } from '../../../src/machines/animal-kingdoms/board';
import { decreeMachine } from '../../../src/machines/animal-kingdoms/decree.machine';
import { type Decree, TEACHING_DECREES } from '../../../src/machines/animal-kingdoms/decrees';
import { endOfAgeMachine, type EndOfAgeContext } from '../../../src/machines/animal-kingdoms/endOfAge.machine';
import { ageExample, ageInput } from '../../../src/machines/animal-kingdoms/examples/age';
import { battleExample, battleInput } from '../../../src/machines/animal-kingdoms/examples/battle';
import { decreeExample, decreeInput } from '../../../src/machines/animal-kingdoms/examples/decree';
import { endOfAgeExample, endOfAgeInput } from '../../../src/machines/animal-kingdoms/examples/endOfAge';
import { SOLO_HISTORY, soloExample, soloInput } from '../../../src/machines/animal-kingdoms/examples/solo';
import { CUBES_PER_PLAYER, checkPosition, type Position } from '../../../src/machines/animal-kingdoms/position';
import { BOT, LEVELS, type SoloState, botTurn } from '../../../src/machines/animal-kingdoms/solo';
import { soloMachine } from '../../../src/machines/animal-kingdoms/solo.machine';
import type { Card } from '../../../src/machines/animal-kingdoms/types';
import { describeProblems } from '../../../src/machines/shared/position';
import { replayAll } from '../../../src/machines/shared/replay';

const c = (species: Card['species'], value: number): Card => ({ species, value });
const keys = (p: Position) => checkPosition(p).map((x) => x.key);

/** A turn-and-age (or solo) state as a position. */
const agePosition = (s: AgeState): Position => ({
	players: s.players,
	kingdoms: s.kingdoms,
	columns: s.columns,
	decrees: s.decrees,
	cubes: s.cubes,
	hands: s.hands,
	deck: s.deck,
	discard: s.discard,
	passed: s.passed,
	firstToPass: s.firstToPass,
	capitalOrder: s.capitalOrder,
	scores: s.scores,
	current: s.current,
	lastKingdom: s.lastKingdom,
});
const soloPosition = (s: SoloState): Position => ({ ...agePosition(s), bonus: s.bonus, bot: BOT, players: s.players });

/** A battle's cards: what each fighter still holds, and the cards on the table. */
function battleCards(b: BattleState, hands: Record<string, readonly Card[]>): Pick<Position, 'hands' | 'table'> {
	return { hands: { ...hands, ...b.hands }, table: Object.values(b.revealed ?? {}) };
}

/** An end-of-age snapshot as a position; after NEXT_AGE, the next age's board too. */
function endOfAgePositions(x: EndOfAgeContext): Position[] {
	const live = x.battle && !x.battle.result ? battleCards(x.battle, x.hands) : { hands: x.hands };
	const now: Position = {
		players: x.players,
		age: x.age,
		kingdoms: x.kingdoms,
		tiles: x.tiles,
		tokens: x.tokens,
		deck: x.deck,
		capitalOrder: x.input.capitalOrder,
		// the board as age I ended: the points before scoring (Rally only), everyone withdrawn by a capital
		...(x.age === 1 ? { scores: x.input.scores, passed: x.input.capitalOrder, current: null } : {}),
		...live,
	};
	return x.nextKingdoms
		? [now, { players: x.players, age: x.age + 1, kingdoms: x.nextKingdoms, tiles: x.tiles, tokens: x.tokens, hands: x.hands, deck: x.deck }]
		: [now];
}

const expectAllowed = (where: string, p: Position) => expect(describeProblems(checkPosition(p)), where).toBe('');

describe('checkPosition catches what the rules forbid', () => {
	const board = (): KingdomSpaces[] => [0, 1, 2, 3, 4].map(emptyKingdom);

	it('two capitals for one player in one age (Carla in the old end-of-age board)', () => {
		const k = board();
		k[0] = { territories: ['C', 'D', 'A'], capital: 'C', councils: [null, null] };
		k[4] = { territories: ['C', 'A', 'B', 'C', 'D', 'A', 'B'], capital: 'C', councils: [null, null] };
		expect(keys({ kingdoms: k, capitalOrder: ['C'] })).toContain('capital.twice');
		expect(keys({ kingdoms: k, capitalOrder: ['B', 'C', 'A'] })).toContain('capital.order');
	});

	it('a capital while a territory of its kingdom is free', () => {
		const k = board();
		k[1] = { territories: ['A', null, null, null], capital: 'B', councils: [null, null] };
		expect(keys({ kingdoms: k })).toContain('capital.early');
	});

	it('19 cubes of one colour, or a supply that does not add up to 18', () => {
		const k = board();
		k[4] = { territories: ['B', 'B', 'B', 'B', 'B', 'B', 'B'], capital: null, councils: [null, null] };
		k[3] = { territories: ['B', 'B', null, null, null, null], capital: null, councils: [null, null] };
		expect(keys({ kingdoms: k, cubes: { B: 10 } })).toContain('cubes.total');
		expect(keys({ kingdoms: k, cubes: { B: CUBES_PER_PLAYER - 9 } })).not.toContain('cubes.total');
		const crowded = board().map((x, i): KingdomSpaces => ({ ...x, territories: x.territories.map(() => 'A'), capital: i < 5 ? 'A' : null }));
		expect(keys({ kingdoms: crowded })).toContain('cubes.overSupply');
	});

	it('a column with more cards than cubes, and one that breaks its own decree (the old age board)', () => {
		const k = board();
		k[1] = { territories: ['B', 'C', 'A', null], capital: null, councils: [null, null] };
		const columns = [[], [c('bee', 2), c('panda', 3), c('tiger', 3), c('owl', 5)], [], [], []];
		const found = keys({
			kingdoms: k,
			columns,
			decrees: [TEACHING_DECREES.odd!, TEACHING_DECREES.higherHere!, TEACHING_DECREES.odd!, TEACHING_DECREES.odd!, TEACHING_DECREES.odd!],
		});
		expect(found).toContain('column.cubes');
		expect(found).toContain('decree.broken');
	});

	it('solo: the player’s cubes under a species decree need as many cards of those species; the bot’s need none', () => {
		const k = board();
		k[4] = { territories: ['A', 'B', 'A', 'B', 'A', 'B', 'B'], capital: null, councils: [null, null] };
		const decrees = [0, 1, 2, 3].map(() => TEACHING_DECREES.odd!).concat(TEACHING_DECREES.lizardOrTiger!);
		const two = [[], [], [], [], [c('lizard', 2), c('owl', 8), c('wolf', 3), c('bee', 5), c('tiger', 1), c('frog', 5), c('okapi', 5)]];
		expect(keys({ kingdoms: k, columns: two, decrees, bot: 'B' })).toContain('decree.broken');
		const three = [[], [], [], [], [c('lizard', 2), c('tiger', 8), c('wolf', 3), c('bee', 5), c('tiger', 1), c('frog', 5), c('okapi', 5)]];
		expect(keys({ kingdoms: k, columns: three, decrees, bot: 'B' })).not.toContain('decree.broken');
	});

	// Issue 28: how a position came about (review rules-animal-kingdoms.md, round two).
	it('turns against cubes and rallies: the old age board (points implying 10, 9 and 7 turns) and the old end-of-age board are refused', () => {
		const age = agePosition(ageInput());
		expect(keys(age)).toEqual([]);
		const old = keys({ ...age, scores: { A: 4, B: 3, C: 2 } });
		expect(old).toContain('turns.spread');
		expect(old).toContain('turns.current');
		// Abdel to play with one turn more than Carla: refused; Carla to play: allowed.
		expect(keys({ ...age, scores: { A: 3, B: 2, C: 3 } })).toContain('turns.current');
		expect(keys({ ...age, scores: { A: 2, B: 2, C: 3 }, current: 'C' })).toEqual([]);
		const eoa = endOfAgeInput();
		const board: Position = { players: eoa.players, kingdoms: eoa.kingdoms, passed: eoa.capitalOrder, capitalOrder: eoa.capitalOrder, current: null };
		expect(keys({ ...board, scores: eoa.scores })).toEqual([]);
		expect(keys({ ...board, scores: { A: 2, B: 1, C: 0, D: 1 } })).toContain('turns.afterPass');
	});

	it('the solo bot: cards in kingdoms it could not reach (the old solo board), a lead of 3 while a kingdom was open to it, a rally', () => {
		const k = board();
		k[1] = { territories: ['A', 'B', 'B', null], capital: null, councils: [null, null] };
		k[2] = { territories: ['B', 'B', 'B', 'A', null], capital: null, councils: [null, null] };
		k[3] = { territories: ['A', null, null, null, null, null], capital: null, councils: [null, null] };
		k[4] = { territories: ['A', 'B', 'A', 'B', 'A', 'B', 'B'], capital: null, councils: [null, null] };
		const columns = [
			[],
			[c('okapi', 2), c('tiger', 5), c('bee', 6)],
			[c('wolf', 1), c('panda', 4), c('owl', 3), c('lizard', 6)],
			[c('frog', 6)],
			[c('lizard', 2), c('tiger', 8), c('wolf', 3), c('bee', 5), c('tiger', 1), c('frog', 5), c('okapi', 5)],
		];
		const found = keys({ kingdoms: k, columns, bot: 'B' });
		expect(found).toContain('bot.unreachable');
		// The same cubes with the 5s turned into 8s: reachable.
		const eights = columns.map((col, i) =>
			i === 4 ? [c('lizard', 2), c('tiger', 8), c('wolf', 3), c('bee', 8), c('tiger', 1), c('frog', 8), c('okapi', 8)] : col,
		);
		expect(keys({ kingdoms: k, columns: eights.map((col, i) => (i === 4 ? col : [])), bot: 'B' })).not.toContain('bot.unreachable');
		const lead = board();
		lead[4] = { territories: ['B', 'B', 'B', null, null, null, null], capital: null, councils: [null, null] };
		expect(keys({ kingdoms: lead, bot: 'B' })).toContain('bot.leadTooFar');
		expect(keys({ kingdoms: lead, bot: 'B', scores: { A: 0, B: 1 }, players: ['A', 'B'] })).toContain('turns.botRallied');
	});

	it('your last card went to a kingdom where you have no cube', () => {
		const k = board();
		k[2] = { territories: ['B', 'A', null, null, null], capital: null, councils: [null, null] };
		k[0] = { territories: ['B', null, null], capital: null, councils: [null, null] };
		expect(keys({ kingdoms: k, lastKingdom: { A: 0 } })).toContain('last.noCube');
		expect(keys({ kingdoms: k, lastKingdom: { A: 2 } })).not.toContain('last.noCube');
	});

	it('decrees in force on every column: a here-decree column against itself (self-check seed 202), a neighbour decree no order of play allows, and a play order that breaks it', () => {
		const k = board();
		k[1] = { territories: ['A', 'B', null, null], capital: null, councils: [null, null] };
		const higher: (Decree | undefined)[] = [undefined, TEACHING_DECREES.higherHere!, undefined, undefined, undefined];
		expect(keys({ kingdoms: k, columns: [[], [c('owl', 4), c('panda', 1)], [], [], []], decrees: higher })).toContain('decree.broken');
		expect(keys({ kingdoms: k, columns: [[], [c('panda', 1), c('owl', 4)], [], [], []], decrees: higher })).toEqual([]);
		// At least the strongest neighbour, in the 6-territory kingdom: a 3 there while each neighbour holds only a 5 and a 7 cannot have been played…
		const n = board();
		n[1] = { territories: ['A', null, null, null], capital: null, councils: [null, null] };
		n[2] = { territories: ['B', null, null, null, null], capital: null, councils: [null, null] };
		n[3] = { territories: ['C', null, null, null, null, null], capital: null, councils: [null, null] };
		const neighbour: (Decree | undefined)[] = [undefined, undefined, TEACHING_DECREES.geStrongestNeighbour!, undefined, undefined];
		const cols = (v: number) => [[], [c('bee', 5)], [c('wolf', v)], [c('frog', 7)], []];
		// …unless it came first (the decree was then ignored): an order exists.
		expect(keys({ kingdoms: n, columns: cols(3), decrees: neighbour })).toEqual([]);
		// With the order given (both neighbours first), it breaks the decree; a 7 obeys it.
		expect(keys({ kingdoms: n, columns: cols(3), decrees: neighbour, order: [1, 3, 2] })).toContain('decree.brokenInOrder');
		expect(keys({ kingdoms: n, columns: cols(7), decrees: neighbour, order: [1, 3, 2] })).toEqual([]);
		// The 6-territory kingdom holding two cards, the lower one on top, under « higher than the last card here »: no order allows it.
		n[2] = { territories: ['B', 'A', null, null, null], capital: null, councils: [null, null] };
		const here: (Decree | undefined)[] = [undefined, undefined, TEACHING_DECREES.higherHere!, undefined, undefined];
		expect(keys({ kingdoms: n, columns: [[], [c('bee', 5)], [c('wolf', 6), c('owl', 2)], [c('frog', 7)], []], decrees: here })).toContain('decree.noOrder');
		expect(keys({ kingdoms: n, columns: cols(3), decrees: neighbour, order: [1, 3] })).toContain('order.columns');
	});

	it('a card in two places, a hand of five, councils in age I, tiles out of order, too many tokens', () => {
		expect(keys({ hands: { A: [c('wolf', 4)], C: [c('wolf', 4)] } })).toContain('card.twice');
		expect(keys({ hands: { A: [c('wolf', 1), c('wolf', 2), c('wolf', 3), c('wolf', 4), c('wolf', 5)] } })).toContain('hand.size');
		const k = board();
		k[0] = { ...k[0]!, councils: ['A', null] };
		expect(keys({ age: 1, kingdoms: k })).toContain('council.tooMany');
		expect(keys({ age: 2, kingdoms: k })).not.toContain('council.tooMany');
		expect(keys({ tiles: [[5, 4, 6]] })).toContain('tiles.order');
		expect(keys({ tokens: { A: 10, B: 9 } })).toContain('tokens.count');
	});
});

describe('every guided example and teaching board is a position the rules allow', () => {
	it('the turn-and-age walkthrough, every step, and its try-it board', () => {
		const ex = ageExample();
		replayAll(ageMachine, ex.input, exampleEvents(ex.steps)).forEach((s, i) => expectAllowed(`age step ${i}`, agePosition(s.context)));
		expectAllowed('age try-it', agePosition(ageInput()));
	});

	it('the solo walkthrough, every step, and its try-it board at every level', () => {
		const ex = soloExample();
		replayAll(soloMachine, ex.input, exampleEvents(ex.steps)).forEach((s, i) => expectAllowed(`solo step ${i}`, soloPosition(s.context)));
		for (const level of LEVELS) {
			const snaps = replayAll(soloMachine, soloInput(), [{ type: 'LEVEL', level }, { type: 'BOT' }, { type: 'BOT' }]);
			snaps.forEach((s, i) => expectAllowed(`solo ${level} ${i}`, soloPosition(s.context)));
		}
	});

	it('the solo board has a history: replayed from an empty board with the engine (your claims, the bot’s draws), it is the walkthrough’s board', () => {
		const start = soloInput().positions.main!;
		let s: SoloState = {
			...start,
			current: 'A',
			cubes: { A: CUBES_PER_PLAYER, B: CUBES_PER_PLAYER },
			kingdoms: start.kingdoms.map((_, i) => emptyKingdom(i)),
			columns: start.columns.map(() => []),
			lastKingdom: {},
			botFirst: true,
		};
		for (const move of SOLO_HISTORY) {
			if ('you' in move) {
				expect(s.current, 'your turn').toBe('A');
				s = { ...s, hands: { A: [move.you] }, deck: [c('panda', 1), c('panda', 2)] };
				const m = { player: 'A', card: 0, kingdom: move.kingdom } as const;
				expect(canClaim(s, m), `${move.you.species} ${move.you.value}`).toEqual({ ok: true });
				s = applyClaim(s, m) as SoloState;
			} else {
				expect(s.current, 'the bot’s turn').toBe(BOT);
				s = botTurn({ ...s, deck: [move.bot, c('wolf', 1)], bonus: move.bonus ? [move.bonus] : [] });
				expect(
					s.botTurn!.plays.map((p) => p.card),
					'bonus played when it matches',
				).toEqual(move.bonus ? [move.bot, move.bonus] : [move.bot]);
			}
		}
		expect(s.kingdoms).toEqual(start.kingdoms);
		expect(s.columns).toEqual(start.columns);
		expect(s.cubes).toEqual(start.cubes);
		expect(s.current).toBe(start.current);
		expect(s.lastKingdom).toEqual(start.lastKingdom);
	});

	it('the end-of-age walkthrough, every step (and the next age’s board), with battles and with the peace treaty', () => {
		const ex = endOfAgeExample();
		replayAll(endOfAgeMachine, ex.input, exampleEvents(ex.steps)).forEach((s, i) => {
			for (const p of endOfAgePositions(s.context)) expectAllowed(`end of age step ${i}`, p);
		});
		for (const treaty of [false, true])
			expectAllowed(`end of age try-it ${treaty}`, endOfAgePositions(replayAll(endOfAgeMachine, endOfAgeInput(treaty), [])[0]!.context)[0]!);
	});

	it('the battle walkthrough, every step, and its try-it with 2, 3 and 4 fighters', () => {
		const ex = battleExample();
		replayAll(battleMachine, ex.input, exampleEvents(ex.steps)).forEach((s, i) => {
			const b = s.context.battle;
			expectAllowed(`battle step ${i}`, { tokens: b.tokens, ...battleCards(b, ex.input.hands) });
		});
		for (const n of [2, 3, 4]) expectAllowed(`battle try-it ${n}`, { hands: battleInput(n).hands, tokens: battleInput(n).tokens });
	});

	it('the decree walkthrough: the cards by each kingdom, every step', () => {
		const ex = decreeExample();
		replayAll(decreeMachine, ex.input, exampleEvents(ex.steps)).forEach((s, i) => expectAllowed(`decree step ${i}`, { columns: s.context.columns }));
		expectAllowed('decree try-it', { columns: decreeInput().columns });
	});
});
