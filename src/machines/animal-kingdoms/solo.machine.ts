/**
 * The solo mode, turn by turn: your CLAIM, RALLY or PASS (the rules of age.ts, decrees included),
 * then BOT plays the bot's turn (solo.ts). LOAD switches to another position of the example, LEVEL
 * restarts at another difficulty. The snapshot keeps the bot's last turn with every reason.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { Refusal } from './keys';
import { applyClaim, applyPass, applyRally, canClaim, canPass, canRally, type ClaimMove } from './age';
import { BOT, botTurn, LEVELS, type Level, type SoloState, YOU } from './solo';

export interface SoloInput {
	positions: Record<string, SoloState>;
	start: string;
}

export interface SoloContext extends SoloState {
	position: string;
	refusal: Refusal | null;
	/** your last accepted move */
	yours: { type: 'claim'; kingdom: number; capital: boolean } | { type: 'rally' } | { type: 'pass' } | null;
	input: SoloInput;
}

export type SoloEvent =
	| ({ type: 'CLAIM' } & Omit<ClaimMove, 'player'>)
	| { type: 'RALLY'; discards: number[] }
	| { type: 'PASS' }
	| { type: 'BOT' }
	| { type: 'LOAD'; position: string }
	| { type: 'LEVEL'; level: Level }
	| { type: 'RESET' };

function load(input: SoloInput, id: string, level?: Level): SoloContext {
	const pos = structuredClone(input.positions[id] ?? input.positions[input.start]!);
	const lv = level ?? pos.level;
	// The positions hold two bonus cards: Expert plays with both, Easy with none, the others with the first.
	const bonus = lv === 'easy' ? [] : pos.bonus.slice(0, lv === 'expert' ? 2 : 1);
	const current = lv === 'easy' && pos.botFirst && pos.current === YOU ? BOT : pos.current;
	return { ...pos, level: lv, bonus, current, position: input.positions[id] ? id : input.start, refusal: null, yours: null, input };
}

const refusalOf = (l: { ok: boolean; refusal?: Refusal }) => (l.ok ? null : (l.refusal ?? null));
const NOT_BOT = { key: 'solo.notBotTurn', rule: { page: 'solo', anchor: 'bot-turn' } } satisfies Refusal;

export const soloMachine = setup({
	types: {} as { context: SoloContext; events: SoloEvent; input: SoloInput },
	guards: {
		canClaim: ({ context, event }) => {
			assertEvent(event, 'CLAIM');
			return canClaim(context, { ...event, player: YOU }).ok;
		},
		canRally: ({ context, event }) => {
			assertEvent(event, 'RALLY');
			return canRally(context, YOU, event.discards).ok;
		},
		canPass: ({ context }) => canPass(context, YOU).ok,
		botsTurn: ({ context }) => context.current === BOT,
		over: ({ context }) => context.current === null,
	},
	actions: {
		claim: assign(({ context, event }) => {
			assertEvent(event, 'CLAIM');
			const next = applyClaim(context, { ...event, player: YOU });
			const capital = next.kingdoms[event.kingdom]!.capital === YOU && context.kingdoms[event.kingdom]!.capital === null;
			return { ...next, refusal: null, yours: { type: 'claim' as const, kingdom: event.kingdom, capital } };
		}),
		rally: assign(({ context, event }) => {
			assertEvent(event, 'RALLY');
			return { ...applyRally(context, YOU, event.discards), refusal: null, yours: { type: 'rally' as const } };
		}),
		pass: assign(({ context }) => ({ ...applyPass(context, YOU), refusal: null, yours: { type: 'pass' as const } })),
		bot: assign(({ context }) => ({ ...botTurn(context), refusal: null })),
		refuse: assign(({ context, event }) => {
			assertEvent(event, ['CLAIM', 'RALLY', 'PASS', 'BOT']);
			if (event.type === 'BOT') return { refusal: context.current === null ? { key: 'age.over', rule: { page: 'solo', anchor: 'solo-age-end' } } : NOT_BOT };
			const l =
				event.type === 'CLAIM'
					? canClaim(context, { ...event, player: YOU })
					: event.type === 'RALLY'
						? canRally(context, YOU, event.discards)
						: canPass(context, YOU);
			return { refusal: refusalOf(l) };
		}),
		load: assign(({ context, event }) => {
			assertEvent(event, 'LOAD');
			return load(context.input, event.position, context.level);
		}),
		level: assign(({ context, event }) => {
			assertEvent(event, 'LEVEL');
			return (LEVELS as readonly string[]).includes(event.level) ? load(context.input, context.position, event.level) : { refusal: NOT_BOT };
		}),
		reset: assign(({ context }) => load(context.input, context.position, context.level)),
	},
}).createMachine({
	id: 'solo',
	context: ({ input }) => load(input, input.start),
	initial: 'playing',
	on: {
		LOAD: { target: '.playing', actions: 'load' },
		LEVEL: { target: '.playing', actions: 'level' },
		RESET: { target: '.playing', actions: 'reset' },
	},
	states: {
		playing: {
			always: { guard: 'over', target: 'over' },
			on: {
				CLAIM: [{ guard: 'canClaim', actions: 'claim' }, { actions: 'refuse' }],
				RALLY: [{ guard: 'canRally', actions: 'rally' }, { actions: 'refuse' }],
				PASS: [{ guard: 'canPass', actions: 'pass' }, { actions: 'refuse' }],
				BOT: [{ guard: 'botsTurn', actions: 'bot' }, { actions: 'refuse' }],
			},
		},
		over: {
			on: { CLAIM: { actions: 'refuse' }, RALLY: { actions: 'refuse' }, PASS: { actions: 'refuse' }, BOT: { actions: 'refuse' } },
		},
	},
});
