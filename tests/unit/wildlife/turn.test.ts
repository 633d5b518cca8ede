import { describe, expect, it } from 'vitest';
import { createAuction, bid, pass } from '../../../src/machines/wildlife/auction';
import { TEACHING_BOARD } from '../../../src/machines/wildlife/board';
import { EXAMPLE_CHARTS, HUMAN_CHART } from '../../../src/machines/wildlife/charts';
import { endReason, winners } from '../../../src/machines/wildlife/endgame';
import { createGame, levels, maxPlays, type GameState, type Step } from '../../../src/machines/wildlife/game';
import { arrowEffect } from '../../../src/machines/wildlife/cardEffects';
import { auctionResult, convertFood, discardCard, endTurn, freeMigration, playCard, startAuction, useAbility } from '../../../src/machines/wildlife/turn';
import type { Occupancy } from '../../../src/machines/wildlife/types';

const B = TEACHING_BOARD;
function ok(r: Step): GameState {
	if (!r.ok) throw new Error(r.refusal.key);
	return r.state;
}
const key = (r: Step) => (r.ok ? 'ok' : r.refusal.key);

function game(occ: Occupancy = {}, players = ['orange', 'green']): GameState {
	const charts: Record<string, typeof HUMAN_CHART> = {};
	players.forEach((p, i) => (charts[p] = i === 0 ? HUMAN_CHART : EXAMPLE_CHARTS[i - 1]!.chart));
	return createGame({ board: B, players, charts, occ, trackValues: [3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5] });
}

describe('turn example (Orange / Human with Intelligence)', () => {
	// forest-large: r4c6 r4c7 r4c8 r4c9 r5c6 r5c7 r5c8 r5c9 r6c9. Six taken, three free.
	const occ: Occupancy = { r4c7: 'green', r4c8: 'green', r4c9: 'orange', r5c7: 'green', r5c8: 'orange', r5c9: 'green', r3c6: 'orange' };
	let g = game(occ, ['orange', 'green', 'blue']);
	g = ok(arrowEffect(g, 'orange', 'intelligence'));

	it('Intelligence gives 4 plays', () => expect(maxPlays(g)).toBe(4));

	it('wheel, 2 forest cards, free migration fills the forest (small scoring), wheel auctioned', () => {
		let s = ok(playCard(g, { kind: 'wheel' }, { as: 'wheel', terrain: 'forest' }));
		expect(levels(s, 'orange').forest).toBe(2);
		// the new level gives no free placement: still 3 plays left, reserve unchanged
		expect(s.ps['orange']!.reserve).toBe(g.ps['orange']!.reserve);
		s = ok(playCard(s, { kind: 'terrain', terrain: 'forest' }, { as: 'terrain', terrain: 'forest', use: { type: 'expand', cell: 'r5c6' } }));
		s = ok(playCard(s, { kind: 'terrain', terrain: 'forest' }, { as: 'terrain', terrain: 'forest', use: { type: 'expand', cell: 'r6c9' } }));
		const before = s.ps['orange']!.score;
		s = ok(freeMigration(s, 'r3c6', 'r4c6'));
		expect(s.track.marked).toEqual(['forest-large']);
		expect(s.ps['orange']!.score).toBe(before + 3);
		// the fourth play must be the auction
		expect(key(endTurn(s))).toBe('turn.mustAuction');
		s = ok(startAuction(s));
		expect(s.turn).toMatchObject({ plays: 4, auctions: 1 });
		expect(key(discardCard(s))).toBe('turn.noPlaysLeft');
		let a = createAuction(s.players, 'orange', { orange: 8, green: 8, blue: 8 });
		a = (bid(a, 'green', 3) as { ok: true; state: typeof a }).state;
		a = (pass(a, 'blue') as { ok: true; state: typeof a }).state;
		expect(a.result).toEqual({ winner: 'green', price: 3 });
		s = ok(auctionResult(s, a.result!, { kind: 'wheel' }, { as: 'wheel', terrain: 'mountain' }));
		expect(levels(s, 'green').mountain).toBe(1); // the buyer uses the card at once
		expect(s.ps['orange']!.food).toBe(11);
		expect(s.ps['green']!.food).toBe(5);
		const e = ok(endTurn(s));
		expect(e.turn.player).toBe('green');
	});
});

describe('turn rules', () => {
	it('three plays, at least one auction: the last play is kept for the auction', () => {
		let s = game({ r2c5: 'orange' });
		s = ok(discardCard(s));
		s = ok(discardCard(s));
		expect(key(discardCard(s))).toBe('turn.keepOneForAuction');
		expect(key(endTurn(s))).toBe('turn.mustAuction');
		s = ok(startAuction(s));
		expect(key(endTurn(ok(startAuction(game()))))).toBe('turn.mustPlayThree');
		expect(ok(endTurn(s)).turn.player).toBe('green');
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
		expect(levels(s, 'orange').water).toBe(1);
		expect(key(playCard(s, { kind: 'wheel' }, { as: 'wheel', terrain: 'savanna' }))).toBe('card.maxLevel');
	});
	it('free migration once per turn; food → points 3:1 on one’s own turn', () => {
		let s = game({ r2c5: 'orange' });
		s = ok(freeMigration(s, 'r2c5', 'r2c6'));
		expect(key(freeMigration(s, 'r2c6', 'r2c7'))).toBe('turn.freeMigrationUsed');
		expect(s.ps['orange']!.food).toBe(8);
		s = ok(convertFood(s, 2));
		expect(s.ps['orange']!.food).toBe(2);
		expect(s.ps['orange']!.score).toBe(1 + 2);
		expect(key(convertFood(s, 1))).toBe('turn.notEnoughFood');
	});
	it('ability limit: 2 copies by default, 1 as printed, unlimited with 2 players', () => {
		let s = game({}, ['orange', 'green', 'blue']);
		s = ok(arrowEffect(s, 'orange', 'food'));
		s = ok(arrowEffect(s, 'orange', 'food'));
		expect(key(arrowEffect(s, 'orange', 'food'))).toBe('ability.limitReached');
		const printed = { ...game({}, ['orange', 'green', 'blue']) };
		printed.options = { ...printed.options, abilityLimit: 1 };
		expect(key(arrowEffect(ok(arrowEffect(printed, 'orange', 'food')), 'orange', 'food'))).toBe('ability.limitReached');
		let two = game();
		two = ok(arrowEffect(two, 'orange', 'food'));
		two = ok(arrowEffect(two, 'orange', 'food'));
		expect(key(arrowEffect(two, 'orange', 'food'))).toBe('ok');
	});
	it('an ability taken from the supply-less deck comes from the leading opponent', () => {
		let s = game({}, ['orange', 'green', 'blue']);
		s = ok(arrowEffect(s, 'green', 'aggression'));
		expect(key(arrowEffect(s, 'blue', 'aggression', 'supply'))).toBe('ability.mustTakeFromLeader');
		s = ok(arrowEffect(s, 'blue', 'aggression', 'green'));
		expect(s.ps['blue']!.abilities.aggression).toBe(1);
		expect(s.ps['green']!.abilities.aggression).toBe(0);
	});
	it('Food ability: +2 spaces once per turn per copy; an ability bought on another turn waits', () => {
		let s = game();
		s = ok(arrowEffect(s, 'orange', 'food'));
		s = ok(useAbility(s, { ability: 'food' }));
		expect(s.ps['orange']!.score).toBe(3);
		expect(key(useAbility(s, { ability: 'food' }))).toBe('ability.alreadyUsed');
		const bought = ok(arrowEffect(game(), 'green', 'mobility')); // green buys during orange's turn
		expect(bought.ps['green']!.frozen.mobility).toBe(1);
	});
	it('Defense blocks an Aggression against the defender on the attacker’s turn; the action is spent', () => {
		let s = game({ r4c4: 'green', r3c5: 'orange' });
		s = ok(arrowEffect(s, 'orange', 'aggression'));
		s = ok(arrowEffect(s, 'green', 'defense'));
		const r = ok(useAbility(s, { ability: 'aggression', cell: 'r4c4', defense: { defender: 'green' } }));
		expect(r.occ['r4c4']).toBe('green');
		expect(key(useAbility(r, { ability: 'aggression', cell: 'r4c4' }))).toBe('ability.alreadyUsed');
		const hit = ok(useAbility(s, { ability: 'aggression', cell: 'r4c4' }));
		expect(hit.occ['r4c4']).toBe('orange');
		expect(hit.ps['green']!.lost).toBe(1);
	});
	it('Famine and Food Source through a card play', () => {
		let s = game({}, ['orange', 'green', 'blue']);
		s = ok(playCard(s, { kind: 'event', event: 'famine' }, { as: 'event', event: 'famine' }));
		expect([s.ps['green']!.food, s.ps['blue']!.food, s.ps['orange']!.food]).toEqual([3, 3, 8]);
		s = ok(playCard(s, { kind: 'event', event: 'foodSource' }, { as: 'event', event: 'foodSource' }));
		// orange is on space 1 (start player), so last: 10
		expect(s.ps['orange']!.food).toBe(18);
	});
});

describe('end of game', () => {
	it('triggers: last piece; last marker only with 3+ players', () => {
		expect(endReason({ playerCount: 3, reserveLeft: 0, markersTaken: 2 })).toBe('lastPiece');
		expect(endReason({ playerCount: 3, reserveLeft: 4, markersTaken: 11 })).toBe('lastMarker');
		expect(endReason({ playerCount: 2, reserveLeft: 4, markersTaken: 11 })).toBeNull();
		expect(winners({ a: 5, b: 7, c: 7 })).toEqual(['b', 'c']);
	});
	it('placing the last reserve piece ends the game after the turn with one final big scoring', () => {
		let s = game({ r2c5: 'orange' });
		s = { ...s, ps: { ...s.ps, orange: { ...s.ps['orange']!, reserve: 1 } } };
		s = ok(playCard(s, { kind: 'terrain', terrain: 'steppe' }, { as: 'terrain', terrain: 'steppe', use: { type: 'expand', cell: 'r2c6' } }));
		expect(s.endTriggered).toBe('lastPiece');
		s = ok(discardCard(s));
		s = ok(startAuction(s));
		const before = s.ps['orange']!.score;
		const e = ok(endTurn(s));
		expect(e.over).toBe(true);
		expect(e.bigScorings).toHaveLength(1);
		// steppe-large: orange alone, not full → 4; herd of 2 alone → 10; food tie → 2
		expect(e.ps['orange']!.score).toBe(before + 4 + 10 + 2);
		expect(key(discardCard(e))).toBe('turn.gameOver');
	});
	it('after the final scoring nobody converts food into points (erratum 2: the game is over)', () => {
		let s = game({ r2c5: 'orange' });
		s = { ...s, ps: { ...s.ps, orange: { ...s.ps['orange']!, reserve: 1, food: 9 } } };
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
