import { describe, expect, it } from 'vitest';
import { createAuction, bid, pass } from '../../../src/machines/wildlife/auction';
import { TEACHING_BOARD } from '../../../src/machines/wildlife/board';
import { EXAMPLE_CHARTS, HUMAN_CHART } from '../../../src/machines/wildlife/charts';
import { endReason, winners } from '../../../src/machines/wildlife/endgame';
import { createGame, levels, maxPlays, type GameState, type Step } from '../../../src/machines/wildlife/game';
import { arrowEffect } from '../../../src/machines/wildlife/cardEffects';
import { auctionResult, convertFood, discardCard, endTurn, freeMigration, playCard, startAuction, useAbility } from '../../../src/machines/wildlife/turn';
import type { Occupancy } from '../../../src/machines/wildlife/types';
import type { PerSeat, Seat } from '../../../src/machines/shared/seats';

const B = TEACHING_BOARD;
function ok(r: Step): GameState {
	if (!r.ok) throw new Error(r.refusal.key);
	return r.state;
}
const key = (r: Step) => (r.ok ? 'ok' : r.refusal.key);

function game(occ: Occupancy = {}, players: Seat[] = ['A', 'B']): GameState {
	const charts: PerSeat<typeof HUMAN_CHART> = {};
	players.forEach((p, i) => (charts[p] = i === 0 ? HUMAN_CHART : EXAMPLE_CHARTS[i - 1]!.chart));
	return createGame({ board: B, players, charts, occ, trackValues: [3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5] });
}

describe('turn example (Orange / Human with Intelligence)', () => {
	// forest-large: r4c6 r4c7 r4c8 r4c9 r5c6 r5c7 r5c8 r5c9 r6c9. Six taken, three free.
	const occ: Occupancy = { r4c7: 'B', r4c8: 'B', r4c9: 'A', r5c7: 'B', r5c8: 'A', r5c9: 'B', r3c6: 'A' };
	let g = game(occ, ['A', 'B', 'C']);
	g = ok(arrowEffect(g, 'A', 'intelligence'));

	it('Intelligence gives 4 plays', () => expect(maxPlays(g)).toBe(4));

	it('wheel, 2 forest cards, free migration fills the forest (small scoring), wheel auctioned', () => {
		let s = ok(playCard(g, { kind: 'wheel' }, { as: 'wheel', terrain: 'forest' }));
		expect(levels(s, 'A').forest).toBe(2);
		// the new level gives no free placement: still 3 plays left, reserve unchanged
		expect(s.ps['A']!.reserve).toBe(g.ps['A']!.reserve);
		s = ok(playCard(s, { kind: 'terrain', terrain: 'forest' }, { as: 'terrain', terrain: 'forest', use: { type: 'expand', cell: 'r5c6' } }));
		s = ok(playCard(s, { kind: 'terrain', terrain: 'forest' }, { as: 'terrain', terrain: 'forest', use: { type: 'expand', cell: 'r6c9' } }));
		const before = s.ps['A']!.score;
		s = ok(freeMigration(s, 'r3c6', 'r4c6'));
		expect(s.track.marked).toEqual(['forest-large']);
		expect(s.ps['A']!.score).toBe(before + 3);
		// the fourth play must be the auction
		expect(key(endTurn(s))).toBe('turn.mustAuction');
		s = ok(startAuction(s));
		expect(s.turn).toMatchObject({ plays: 4, auctions: 1 });
		expect(key(discardCard(s))).toBe('turn.noPlaysLeft');
		let a = createAuction(s.players, 'A', { A: 8, B: 8, C: 8 });
		a = (bid(a, 'B', 3) as { ok: true; state: typeof a }).state;
		a = (pass(a, 'C') as { ok: true; state: typeof a }).state;
		expect(a.result).toEqual({ winner: 'B', price: 3 });
		s = ok(auctionResult(s, a.result!, { kind: 'wheel' }, { as: 'wheel', terrain: 'mountain' }));
		expect(levels(s, 'B').mountain).toBe(1); // the buyer uses the card at once
		expect(s.ps['A']!.food).toBe(11);
		expect(s.ps['B']!.food).toBe(5);
		const e = ok(endTurn(s));
		expect(e.turn.player).toBe('B');
	});
});

describe('turn rules', () => {
	it('three plays, at least one auction: the last play is kept for the auction', () => {
		let s = game({ r2c5: 'A' });
		s = ok(discardCard(s));
		s = ok(discardCard(s));
		expect(key(discardCard(s))).toBe('turn.keepOneForAuction');
		expect(key(endTurn(s))).toBe('turn.mustAuction');
		s = ok(startAuction(s));
		expect(key(endTurn(ok(startAuction(game()))))).toBe('turn.mustPlayThree');
		expect(ok(endTurn(s)).turn.player).toBe('B');
	});
	it('a terrain card where the player has no action cannot be used (auction or discard it)', () => {
		const r = playCard(game(), { kind: 'terrain', terrain: 'water' }, { as: 'terrain', terrain: 'water', use: { type: 'expand', cell: 'r0c0' } });
		expect(key(r)).toBe('action.noAbility');
	});
	it('a joker can be any terrain, a wheel or an arrow, never an event', () => {
		const s = game();
		expect(key(playCard(s, { kind: 'joker' }, { as: 'terrain', terrain: 'steppe', use: { type: 'expand', cell: 'r2c5' } }))).toBe('ok');
		expect(key(playCard(s, { kind: 'joker' }, { as: 'event', event: 'famine' }))).toBe('card.jokerNotEvent');
		expect(key(playCard(s, { kind: 'wheel' }, { as: 'arrow', ability: 'food' }))).toBe('card.wrongUse');
	});
	it('wheel: one level at a time, nothing above attack', () => {
		let s = game();
		s = ok(playCard(s, { kind: 'wheel' }, { as: 'wheel', terrain: 'water' }));
		expect(levels(s, 'A').water).toBe(1);
		expect(key(playCard(s, { kind: 'wheel' }, { as: 'wheel', terrain: 'savanna' }))).toBe('card.maxLevel');
	});
	it('free migration once per turn; food → points 3:1 on one’s own turn', () => {
		let s = game({ r2c5: 'A' });
		s = ok(freeMigration(s, 'r2c5', 'r2c6'));
		expect(key(freeMigration(s, 'r2c6', 'r2c7'))).toBe('turn.freeMigrationUsed');
		expect(s.ps['A']!.food).toBe(8);
		s = ok(convertFood(s, 2));
		expect(s.ps['A']!.food).toBe(2);
		expect(s.ps['A']!.score).toBe(1 + 2);
		expect(key(convertFood(s, 1))).toBe('turn.notEnoughFood');
	});
	it('ability limit: 2 copies by default, 1 as printed, unlimited with 2 players', () => {
		let s = game({}, ['A', 'B', 'C']);
		s = ok(arrowEffect(s, 'A', 'food'));
		s = ok(arrowEffect(s, 'A', 'food'));
		expect(key(arrowEffect(s, 'A', 'food'))).toBe('ability.limitReached');
		const printed = { ...game({}, ['A', 'B', 'C']) };
		printed.options = { ...printed.options, abilityLimit: 1 };
		expect(key(arrowEffect(ok(arrowEffect(printed, 'A', 'food')), 'A', 'food'))).toBe('ability.limitReached');
		let two = game();
		two = ok(arrowEffect(two, 'A', 'food'));
		two = ok(arrowEffect(two, 'A', 'food'));
		expect(key(arrowEffect(two, 'A', 'food'))).toBe('ok');
	});
	it('an ability taken from the supply-less deck comes from the leading opponent', () => {
		let s = game({}, ['A', 'B', 'C']);
		s = ok(arrowEffect(s, 'B', 'aggression'));
		expect(key(arrowEffect(s, 'C', 'aggression', 'supply'))).toBe('ability.mustTakeFromLeader');
		s = ok(arrowEffect(s, 'C', 'aggression', 'B'));
		expect(s.ps['C']!.abilities.aggression).toBe(1);
		expect(s.ps['B']!.abilities.aggression).toBe(0);
	});
	it('Food ability: +2 spaces once per turn per copy; an ability bought on another turn waits', () => {
		let s = game();
		s = ok(arrowEffect(s, 'A', 'food'));
		s = ok(useAbility(s, { ability: 'food' }));
		expect(s.ps['A']!.score).toBe(3);
		expect(key(useAbility(s, { ability: 'food' }))).toBe('ability.alreadyUsed');
		const bought = ok(arrowEffect(game(), 'B', 'mobility')); // B (green) buys during A's (orange's) turn
		expect(bought.ps['B']!.frozen.mobility).toBe(1);
	});
	it('Defense blocks an Aggression against the defender on the attacker’s turn; the action is spent', () => {
		let s = game({ r4c4: 'B', r3c5: 'A' });
		s = ok(arrowEffect(s, 'A', 'aggression'));
		s = ok(arrowEffect(s, 'B', 'defense'));
		const r = ok(useAbility(s, { ability: 'aggression', cell: 'r4c4', defense: { defender: 'B' } }));
		expect(r.occ['r4c4']).toBe('B');
		expect(key(useAbility(r, { ability: 'aggression', cell: 'r4c4' }))).toBe('ability.alreadyUsed');
		const hit = ok(useAbility(s, { ability: 'aggression', cell: 'r4c4' }));
		expect(hit.occ['r4c4']).toBe('A');
		expect(hit.ps['B']!.lost).toBe(1);
	});
	it('Famine and Food Source through a card play', () => {
		let s = game({}, ['A', 'B', 'C']);
		s = ok(playCard(s, { kind: 'event', event: 'famine' }, { as: 'event', event: 'famine' }));
		expect([s.ps['B']!.food, s.ps['C']!.food, s.ps['A']!.food]).toEqual([3, 3, 8]);
		s = ok(playCard(s, { kind: 'event', event: 'foodSource' }, { as: 'event', event: 'foodSource' }));
		// orange is on space 1 (start player), so last: 10
		expect(s.ps['A']!.food).toBe(18);
	});
});

describe('end of game', () => {
	it('triggers: last piece; last marker only with 3+ players', () => {
		expect(endReason({ playerCount: 3, reserveLeft: 0, markersTaken: 2 })).toBe('lastPiece');
		expect(endReason({ playerCount: 3, reserveLeft: 4, markersTaken: 11 })).toBe('lastMarker');
		expect(endReason({ playerCount: 2, reserveLeft: 4, markersTaken: 11 })).toBeNull();
		expect(winners({ A: 5, B: 7, C: 7 })).toEqual(['B', 'C']);
	});
	it('placing the last reserve piece ends the game after the turn with one final big scoring', () => {
		let s = game({ r2c5: 'A' });
		s = { ...s, ps: { ...s.ps, A: { ...s.ps['A']!, reserve: 1 } } };
		s = ok(playCard(s, { kind: 'terrain', terrain: 'steppe' }, { as: 'terrain', terrain: 'steppe', use: { type: 'expand', cell: 'r2c6' } }));
		expect(s.endTriggered).toBe('lastPiece');
		s = ok(discardCard(s));
		s = ok(startAuction(s));
		const before = s.ps['A']!.score;
		const e = ok(endTurn(s));
		expect(e.over).toBe(true);
		expect(e.bigScorings).toHaveLength(1);
		// steppe-large: orange alone, not full → 4; herd of 2 alone → 10; food tie → 2
		expect(e.ps['A']!.score).toBe(before + 4 + 10 + 2);
		expect(key(discardCard(e))).toBe('turn.gameOver');
	});
	it('after the final scoring nobody converts food into points (erratum 2: the game is over)', () => {
		let s = game({ r2c5: 'A' });
		s = { ...s, ps: { ...s.ps, A: { ...s.ps['A']!, reserve: 1, food: 9 } } };
		s = ok(playCard(s, { kind: 'terrain', terrain: 'steppe' }, { as: 'terrain', terrain: 'steppe', use: { type: 'expand', cell: 'r2c6' } }));
		s = ok(discardCard(s));
		s = ok(startAuction(s));
		const e = ok(endTurn(s));
		expect(e.over).toBe(true);
		// 9 food would buy 3 spaces before the end; afterwards the score is final
		const r = convertFood(e, 3);
		expect(key(r)).toBe('turn.gameOver');
		expect(r.ok ? null : r.refusal.rule).toEqual({ page: 'end-and-variants', anchor: 'game-end' });
		expect(key(convertFood(e, 1))).toBe('turn.gameOver');
		// the other own-turn steps refuse the same way
		expect(key(freeMigration(e, 'r2c5', 'r2c7'))).toBe('turn.gameOver');
		expect(key(useAbility(e, { ability: 'food' }))).toBe('turn.gameOver');
		expect(key(playCard(e, { kind: 'wheel' }, { as: 'wheel', terrain: 'water' }))).toBe('turn.gameOver');
	});
});
