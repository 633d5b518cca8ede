/**
 * Positions the rules allow (issue 18): every frame of every WildLife guided example, every try-it
 * start and the overview picture pass checkPosition; and the check itself catches what it claims to.
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { OVERVIEW_OCC, OVERVIEW_PLAYERS } from '../../../src/components/wildlife/OverviewPicture';
import { actionsMachine, type ActionsContext } from '../../../src/machines/wildlife/actions.machine';
import { auctionMachine, type AuctionContext } from '../../../src/machines/wildlife/auction.machine';
import { bigScoringMachine, type BigScoringContext } from '../../../src/machines/wildlife/bigScoring.machine';
import { TEACHING_BOARD } from '../../../src/machines/wildlife/board';
import { cardsMachine, type CardsContext } from '../../../src/machines/wildlife/cards.machine';
import { actionsExample, actionsInput } from '../../../src/machines/wildlife/examples/actions';
import { AUCTION_EXAMPLES, auctionExample } from '../../../src/machines/wildlife/examples/auction';
import { bigScoringExample } from '../../../src/machines/wildlife/examples/bigScoring';
import { cardsExample, cardsInput } from '../../../src/machines/wildlife/examples/cards';
import { setupExample, setupInput } from '../../../src/machines/wildlife/examples/setup';
import { smallScoringExample, smallScoringInput } from '../../../src/machines/wildlife/examples/smallScoring';
import { tieExample } from '../../../src/machines/wildlife/examples/ties';
import { turnExample, turnInput } from '../../../src/machines/wildlife/examples/turn';
import { checkPosition, positionOfGame, type Position } from '../../../src/machines/wildlife/position';
import { PLAYER_COUNTS } from '../../../src/machines/wildlife/setup';
import { setupMachine, type SetupContext } from '../../../src/machines/wildlife/setup.machine';
import { smallScoringMachine, type SmallScoringContext } from '../../../src/machines/wildlife/smallScoring.machine';
import { TIE_PLAYERS } from '../../../src/machines/wildlife/ties';
import { tiesMachine, type TieContext } from '../../../src/machines/wildlife/ties.machine';
import { turnMachine, type TurnContext } from '../../../src/machines/wildlife/turn.machine';
import { describeProblems } from '../../../src/machines/shared/position';
import { replayAll } from '../../../src/machines/shared/replay';
import { exampleEvents } from '../../../src/machines/shared/guidedReplay';
import { SEATS, seats, type Seat } from '../../../src/machines/shared/seats';
import type { Occupancy } from '../../../src/machines/wildlife/types';

/** What each machine's context says about the table, as a Position. */
const setupPosition = (c: SetupContext): Position => ({
	players: c.game.players,
	board: c.game.board,
	occ: c.game.occ,
	phase: c.game.done ? 'play' : 'seeding',
	reserve: c.game.reserve,
	charts: c.game.charts,
	food: c.game.food,
});
const auctionPosition = (c: AuctionContext): Position => ({ players: c.input.players, food: c.food });
const smallPosition = (c: SmallScoringContext): Position => ({ players: c.input.players, board: c.board, occ: c.occ, track: c.track });
const bigPosition = (c: BigScoringContext): Position => ({ players: c.input.players, board: c.input.board, occ: c.input.occ });
const tiePosition = (c: TieContext): Position => ({ players: TIE_PLAYERS, areaCounts: [{ spaces: c.spaces, counts: c.counts }], herds: c.herds });
const turnPosition = (c: TurnContext): Position => ({ ...positionOfGame(c.game), hand: c.hand });

/** Every snapshot of a guided example, checked; returns one line per broken frame. */
function framesProblems<M extends AnyStateMachine>(
	name: string,
	machine: M,
	example: { input: unknown; steps: readonly { event: unknown }[] },
	toPosition: (c: never) => Position,
): string[] {
	const snaps = replayAll(machine, example.input as never, exampleEvents(example.steps as never) as never);
	// One line per problem, with the steps (1-based) where it shows.
	const steps = new Map<string, number[]>();
	snaps.forEach((s, i) => {
		for (const line of describeProblems(checkPosition(toPosition((s as { context: never }).context)))
			.split('\n')
			.filter(Boolean))
			steps.set(line, [...(steps.get(line) ?? []), i + 1]);
	});
	return [...steps].map(([line, at]) => `${name}: ${line} (step${at.length > 1 ? 's' : ''} ${at.join(', ')})`);
}

describe('WildLife positions the rules allow', () => {
	it('every frame of every guided example passes the check', () => {
		const problems = [
			...PLAYER_COUNTS.flatMap((n) => framesProblems(`setup (${n} players)`, setupMachine, setupExample(n), setupPosition)),
			...[false, true].flatMap((path) =>
				framesProblems(`actions (path check ${path})`, actionsMachine, actionsExample(path), (c: ActionsContext) => positionOfGame(c.game)),
			),
			...AUCTION_EXAMPLES.flatMap((id) => framesProblems(`auction ${id}`, auctionMachine, auctionExample(id), auctionPosition)),
			...framesProblems('cards', cardsMachine, cardsExample(), (c: CardsContext) => positionOfGame(c.game)),
			...framesProblems('turn', turnMachine, turnExample(), turnPosition),
			...framesProblems('small scoring', smallScoringMachine, smallScoringExample(), smallPosition),
			...framesProblems('big scoring', bigScoringMachine, bigScoringExample(), bigPosition),
			...framesProblems('ties', tiesMachine, tieExample(), tiePosition),
		];
		expect(problems.join('\n')).toBe('');
	});

	it('every try-it start and the overview picture pass the check', () => {
		const starts: [string, Position][] = [
			...PLAYER_COUNTS.map((n): [string, Position] => [
				`setup try (${n})`,
				setupPosition(replayAll(setupMachine, setupInput(n), [{ type: 'SKIP_TO_SEEDING' }]).at(-1)!.context),
			]),
			...[false, true].map((path): [string, Position] => [
				`actions try (${path})`,
				positionOfGame(replayAll(actionsMachine, actionsInput(path), [])[0]!.context.game),
			]),
			['cards try', positionOfGame(replayAll(cardsMachine, cardsInput(), [])[0]!.context.game)],
			...[false, true].map((i): [string, Position] => [`turn try (intelligence ${i})`, turnPosition(replayAll(turnMachine, turnInput(i), [])[0]!.context)]),
			...([2, 4] as const).map((n): [string, Position] => [
				`small scoring try (${n})`,
				smallPosition(replayAll(smallScoringMachine, smallScoringInput(n), [])[0]!.context),
			]),
			['overview picture', { players: OVERVIEW_PLAYERS, board: TEACHING_BOARD, occ: OVERVIEW_OCC }],
		];
		const problems = starts.flatMap(([name, pos]) => {
			const found = checkPosition(pos);
			return found.length ? [`${name}:\n${describeProblems(found)}`] : [];
		});
		expect(problems.join('\n\n')).toBe('');
	});
});

describe('checkPosition catches what the rules forbid', () => {
	const keys = (pos: Position) => checkPosition(pos).map((p) => p.key);
	const four = seats(4);
	const spread: Occupancy = {};
	// Five pieces each, one or two per area, no area full: a legal middle of a game.
	for (let i = 0; i < 20; i++) spread[TEACHING_BOARD.areas[i % 12]!.cells[Math.floor(i / 12)]!] = four[i % 4]!;

	it('accepts a plain middle-of-game table', () => {
		expect(keys({ players: four, board: TEACHING_BOARD, occ: spread })).toEqual([]);
	});
	it('knows the player counts', () => {
		expect(keys({ players: ['A'] })).toEqual(['players.count']);
		expect(keys({ players: [...SEATS, 'G' as Seat] })).toEqual(['players.count']); // a seventh player: there is no seat G
	});
	it('counts every piece: board, reserve and out of the game make the pieces per player', () => {
		expect(keys({ players: four, board: TEACHING_BOARD, occ: spread, reserve: { A: 20, B: 20, C: 20, D: 20 } })).toEqual([]);
		expect(keys({ players: four, board: TEACHING_BOARD, occ: spread, reserve: { A: 21, B: 20, C: 20, D: 20 } })).toEqual(['pieces.unaccounted']);
		expect(keys({ players: four, board: TEACHING_BOARD, occ: spread, lost: { A: 21 } })).toEqual(['pieces.overSupply']);
	});
	it('knows that seeded pieces stay on the board or leave the game', () => {
		const fewer = { ...spread };
		delete fewer[TEACHING_BOARD.cells[0]!.id];
		expect(keys({ players: four, board: TEACHING_BOARD, occ: fewer })).toEqual(['pieces.fewerThanSeeded']);
		expect(keys({ players: four, board: TEACHING_BOARD, occ: fewer, lost: { A: 1 } })).toEqual([]);
	});
	it('knows the seeding limits: 2 per small area, 4 per large, none on a no-action terrain', () => {
		const small = TEACHING_BOARD.areas.find((a) => a.size === 'small')!;
		const occ = Object.fromEntries(small.cells.slice(0, 3).map((c, i) => [c, four[i]!]));
		expect(keys({ players: four, board: TEACHING_BOARD, occ, phase: 'seeding' })).toEqual(['seeding.areaLimit']);
		const charts = Object.fromEntries(four.map((p) => [p, { water: 0, steppe: 1, savanna: 1, forest: 1, mountain: 1, desert: 1 } as const]));
		const water = TEACHING_BOARD.cells.find((c) => c.terrain === 'water')!;
		expect(keys({ players: four, board: TEACHING_BOARD, occ: { [water.id]: 'A' }, phase: 'seeding', charts })).toEqual(['seeding.noAction']);
	});
	it('knows that a full area carries its marker while one is left', () => {
		const small = TEACHING_BOARD.areas.find((a) => a.size === 'small')!;
		const occ = { ...spread };
		small.cells.forEach((c) => (occ[c] = 'A'));
		// (the pieces A covered are out of the game: attacks)
		const lost = Object.fromEntries(
			four
				.map((p) => [p, Object.values(spread).filter((o) => o === p).length - Object.values(occ).filter((o) => o === p).length])
				.filter(([, n]) => (n as number) > 0),
		);
		expect(keys({ players: four, board: TEACHING_BOARD, occ, lost, track: { taken: 0, marked: [] } })).toEqual(['area.fullUnmarked']);
		expect(keys({ players: four, board: TEACHING_BOARD, occ, lost, track: { taken: 1, marked: [small.id] } })).toEqual([]);
		expect(keys({ players: four, board: TEACHING_BOARD, occ: spread, track: { taken: 12, marked: [] } })).toEqual(['track.taken', 'track.markedCount']);
	});
	it('knows the ability cards: 5/4/3/2/1, two copies each (none with two players), the supply', () => {
		const none = { food: 0, intelligence: 0, mobility: 0, defense: 0, aggression: 0 };
		expect(keys({ players: four, abilities: { A: { ...none, aggression: 2 } }, abilityCap: Infinity })).toEqual(['ability.overDeck']);
		expect(keys({ players: four, abilities: { A: { ...none, food: 3 } } })).toEqual(['ability.overCap']);
		expect(keys({ players: ['A', 'B'], abilities: { A: { ...none, food: 4 } } })).toEqual([]);
		expect(
			keys({ players: four, abilities: { A: { ...none, food: 1 } }, supply: { food: 5, intelligence: 4, mobility: 3, defense: 2, aggression: 1 } }),
		).toEqual(['ability.unaccounted']);
	});
	it('knows the adaptation tiles: never above Attack, 3/4/5 per terrain', () => {
		const zero = { water: 0, steppe: 0, savanna: 0, forest: 0, mountain: 0, desert: 0 } as const;
		const charts = Object.fromEntries(four.map((p) => [p, { ...zero, forest: 2 as const }]));
		expect(keys({ players: four, charts, adaptations: { A: { ...zero, forest: 2 } } })).toEqual(['adaptation.overLevel']);
		const six = seats(6);
		expect(keys({ players: six, adaptations: Object.fromEntries(six.map((p) => [p, { ...zero, water: 1 }])) })).toEqual(['adaptation.overSupply']);
	});
	it('knows the food chits (120 in all) and the hand of 10', () => {
		expect(keys({ players: four, food: { A: 100, B: 21 } })).toEqual(['food.overSupply']);
		expect(keys({ players: four, food: { A: -1 } })).toEqual(['food.invalid']);
		expect(keys({ players: four, hand: Array.from({ length: 11 }, () => ({ kind: 'wheel' as const })) })).toEqual(['hand.tooMany']);
		expect(keys({ players: four, hand: Array.from({ length: 4 }, () => ({ kind: 'event' as const, event: 'foodSource' as const })) })).toEqual([
			'hand.overDeck',
		]);
	});
	it('knows that after seeding a piece stands only where its owner has an action, or where an opponent’s Mobility swap put it', () => {
		const zero = { water: 0, steppe: 0, savanna: 0, forest: 0, mountain: 0, desert: 0 } as const;
		const human = { ...zero, forest: 1, mountain: 1, steppe: 2, savanna: 3 } as const;
		const open = { water: 1, steppe: 1, savanna: 1, forest: 1, mountain: 1, desert: 1 } as const;
		const charts = { A: human, B: open, C: open, D: open };
		const water = TEACHING_BOARD.cells.find((c) => c.terrain === 'water' && spread[c.id] === undefined)!.id;
		const desert = TEACHING_BOARD.cells.find((c) => c.terrain === 'desert' && spread[c.id] === undefined)!.id;
		// Anna's pieces of the plain table, moved off water and desert: legal with her chart.
		const legal: Occupancy = {};
		const forest = TEACHING_BOARD.cells.filter((c) => c.terrain === 'forest' && spread[c.id] === undefined).map((c) => c.id);
		for (const [cell, owner] of Object.entries(spread)) {
			const t = TEACHING_BOARD.cells.find((c) => c.id === cell)!.terrain;
			legal[owner === 'A' && (t === 'water' || t === 'desert') ? forest.shift()! : cell] = owner;
		}
		expect(keys({ players: four, board: TEACHING_BOARD, occ: legal, charts })).toEqual([]);
		// One of her pieces on water: refused, unless an opponent swapped it there.
		const wet: Occupancy = { ...legal, [water]: 'A' };
		expect(keys({ players: four, board: TEACHING_BOARD, occ: wet, charts })).toEqual(['piece.noAction']);
		expect(keys({ players: four, board: TEACHING_BOARD, occ: wet, charts, swapped: { [water]: 'B' } })).toEqual([]);
		// An adaptation tile on water would let her stand there too.
		const adaptations = { A: { ...zero, water: 1 } };
		expect(keys({ players: four, board: TEACHING_BOARD, occ: wet, charts, adaptations })).toEqual([]);
		// A swap must name an opponent, a piece, and (when the abilities are known) a Mobility card.
		expect(keys({ players: four, board: TEACHING_BOARD, occ: wet, charts, swapped: { [water]: 'A' } })).toEqual(['swap.notOpponent']);
		expect(keys({ players: four, board: TEACHING_BOARD, occ: wet, charts, swapped: { [water]: 'B', [desert]: 'C' } })).toEqual(['swap.empty']);
		const none = { food: 0, intelligence: 0, mobility: 0, defense: 0, aggression: 0 };
		const abilities = { A: none, B: none, C: none, D: none };
		expect(keys({ players: four, board: TEACHING_BOARD, occ: wet, charts, swapped: { [water]: 'B' }, abilities })).toEqual(['swap.noMobility']);
		expect(
			keys({ players: four, board: TEACHING_BOARD, occ: wet, charts, swapped: { [water]: 'B' }, abilities: { ...abilities, B: { ...none, mobility: 1 } } }),
		).toEqual([]);
		// Seeding keeps its own rule (no swap is possible yet).
		expect(keys({ players: four, board: TEACHING_BOARD, occ: { [water]: 'A' }, phase: 'seeding', charts })).toEqual(['seeding.noAction']);
	});
	it('knows the area sizes and the herds of the tie explorer', () => {
		expect(keys({ players: four, areaCounts: [{ spaces: 6, counts: { A: 1 } }] })).toEqual(['area.size']);
		expect(keys({ players: four, areaCounts: [{ spaces: 4, counts: { A: 3, B: 2 } }] })).toEqual(['area.overSpaces']);
		expect(keys({ players: four, herds: { A: [20, 6] } })).toEqual(['herds.overPieces']);
	});
});
