/**
 * "Ready for game night?" (issue 22): the self-check kit every game uses. Pure: no UI, no prose,
 * no I/O. A game writes a generator (src/machines/<game>/ready.ts): for each kind of question, a
 * function that draws a position from a seeded random source, asks the game's engine for the
 * answer and its reasons, and returns a `ReadyQuestion` (message keys, never sentences). `makeSet`
 * draws a set of 10 to 12 questions of several kinds from a seed (the `?seed=` of the page's URL,
 * so a link replays the same set) and checks every position with the game's `checkPosition`.
 *
 * The answer is never written by hand: a kind computes `right` with the engine's own functions
 * (placement, weather, families, scoring…), and the unit tests (tests/unit/<game>/ready.test.ts)
 * recompute it independently where the engine's scoring functions can serve.
 */
import type { GameOwner, RefParams } from './params';
import type { PositionProblem } from './position';
import type { RuleRef } from './types';

/**
 * A parameter of a message: a number or text; a noun of the game (its message key: « la forêt »,
 * `{x_of}`…); a list of nouns; a label (a noun's key, capitalised: « Forêt »); or another message
 * (« dans la forêt », « Forêt, ligne 3, colonne 5 »), or several messages joined as a list.
 */
export type ReadyParam =
	| string
	| number
	| { noun: string }
	| { list: readonly string[] }
	| { label: string }
	// biome-ignore lint/suspicious/noExplicitAny: messages of the same game, joined as a list (« 2 loups et 1 point d’eau »)
	| { all: readonly MsgRef<any>[] }
	// biome-ignore lint/suspicious/noExplicitAny: a nested message of the same game
	| { msg: MsgRef<any> };

/**
 * A message to show, as a key of the game's messages and its parameters. With the game's keys
 * (`MsgRef<ReadyKey>`), the params are exactly those the key's message reads, typed from its ICU
 * source (src/machines/shared/params.ts): a missing, misspelt or extra param, or text where a
 * number goes, fails `npm run check` where the generator builds the reference.
 */
export type MsgRef<K extends string = string, G extends GameOwner = GameOwner> = string extends K
	? LooseRef
	: K extends unknown
		? WithParams<K, RefParams<K, ReadyParam, G>>
		: never;
interface LooseRef {
	key: string;
	params?: Readonly<Record<string, ReadyParam>> | undefined;
}
type WithParams<K extends string, P> = P extends unknown ? ([keyof P] extends [never] ? { key: K; params?: undefined } : { key: K; params: P }) : never;

/** One answer the learner may choose: a cell or tile of the board (its id), or a button. */
export interface ReadyChoice<K extends string = string> {
	id: string;
	/** Its name (a button's text, or a board cell's name in the keyboard list). */
	label: MsgRef<K>;
}

/** A widget step that teaches the point: `?<widget>=<step>#<widget>` on the chapter `page`. */
export interface StepRef {
	page: string;
	widget: string;
	/** 1-based, as in the step links of the teacher's scripts. */
	step: number;
}

export interface ReadyQuestion<P = unknown, K extends string = string> {
	/** Which kind of situation (a game's own word: 'migration', 'herd-points'…); a set mixes several. */
	kind: string;
	/** The position drawn on the board; it passes the game's checkPosition (makeSet throws if not). */
	position: P;
	prompt: MsgRef<K>;
	/** 'one': exactly one choice is right; 'every': the right answer is a set ("click every…"). */
	pick: 'one' | 'every';
	/** Where the choices are: cells of the board (each also in a keyboard list) or buttons. */
	on: 'board' | 'buttons';
	choices: readonly ReadyChoice<K>[];
	/** The right answer set, computed by the engine: ids of `choices`. */
	right: readonly string[];
	/** Why, in the engine's terms: each a full sentence of the game's messages. */
	reasons: readonly MsgRef<K>[];
	/** The rule that decides it (a chapter and a heading id, both languages). */
	rule: RuleRef;
	/** The widget step that teaches it, when one does. */
	step?: StepRef;
	/**
	 * The id of the game's reading (src/data/<game>/readings.ts, also its ruling's id) the graded
	 * answer follows, when the other reading would grade it otherwise; the prompt then names the
	 * reading, and the feedback links the ruling (`/<lang>/<game>/rulings/#<id>`).
	 */
	reading?: string;
}

/** A seeded random source (mulberry32: 32 bits of state, the same sequence on every engine). */
export interface Rng {
	/** A float in [0, 1). */
	next(): number;
	/** An integer in [0, n). */
	int(n: number): number;
	/** An integer in [min, max]. */
	range(min: number, max: number): number;
	pick<T>(items: readonly T[]): T;
	shuffle<T>(items: readonly T[]): T[];
	/** True with probability p. */
	chance(p: number): boolean;
}

export function rng(seed: number): Rng {
	let a = seed >>> 0;
	const next = () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const int = (n: number) => Math.floor(next() * n);
	return {
		next,
		int,
		range: (min, max) => min + int(max - min + 1),
		pick: (items) => {
			if (items.length === 0) throw new Error('rng.pick from an empty list');
			return items[int(items.length)]!;
		},
		shuffle: (items) => {
			const out = [...items];
			for (let i = out.length - 1; i > 0; i--) {
				const j = int(i + 1);
				[out[i], out[j]] = [out[j]!, out[i]!];
			}
			return out;
		},
		chance: (p) => next() < p,
	};
}

/** A kind of question: draws one from the random source, or null when this draw gave no fair question (makeSet draws again). */
export type ReadyKind<P, K extends string> = (r: Rng) => ReadyQuestion<P, K> | null;

/**
 * The kinds alone: what the browser gets. The browser build trusts the generator: the unit tests
 * (`checkReadySets`, tests/unit/shared/readyHarness.ts) run every game's positions through its
 * `checkPosition` on 1,000 seeds, so the position check stays out of the page's JavaScript.
 */
export interface ReadyKinds<P, K extends string = string> {
	kinds: Readonly<Record<string, ReadyKind<P, K>>>;
	/** When given, `makeSet` runs it on every position (tests, scripts). */
	checkPosition?: ((position: P) => PositionProblem[]) | undefined;
}

/** What a game gives the kit (and its tests): the kinds and the game's own position check (src/machines/<game>/position.ts). */
export interface ReadyGenerator<P, K extends string = string> extends ReadyKinds<P, K> {
	checkPosition: (position: P) => PositionProblem[];
}

export const SET_MIN = 10;
export const SET_MAX = 12;
/** Draws of one kind before giving up on it (a generator that keeps returning null is a bug). */
const TRIES = 200;

/** Seeds are positive 32-bit integers, written in decimal in `?seed=`. */
export const SEED_MAX = 0xffffffff;

/** The seed a URL parameter holds, or null when it is missing or malformed. */
export function parseSeed(value: string | null | undefined): number | null {
	if (!value || !/^\d{1,10}$/.test(value)) return null;
	const n = Number(value);
	return n >= 1 && n <= SEED_MAX ? n : null;
}

/** A fresh seed (from Math.random: a new set each time; the seed makes it replayable). */
export function newSeed(random: () => number = Math.random): number {
	return 1 + Math.floor(random() * (SEED_MAX - 1));
}

/** Every way a question breaks the kit's contract (empty when it is sound). */
/** A question of any game's generator (its keys' params are checked where it was built). */
// biome-ignore lint/suspicious/noExplicitAny: any game's keys
export type AnyQuestion = ReadyQuestion<unknown, any>;

export function questionProblems(q: AnyQuestion): string[] {
	const out: string[] = [];
	const ids = q.choices.map((c) => c.id);
	if (new Set(ids).size !== ids.length) out.push(`${q.kind}: two choices share an id`);
	if (q.choices.length < 2) out.push(`${q.kind}: fewer than two choices`);
	if (q.right.length === 0) out.push(`${q.kind}: no right answer`);
	if (new Set(q.right).size !== q.right.length) out.push(`${q.kind}: a right answer twice`);
	for (const r of q.right) if (!ids.includes(r)) out.push(`${q.kind}: right answer ${r} is not a choice`);
	if (q.pick === 'one' && q.right.length !== 1) out.push(`${q.kind}: ${q.right.length} right choices for a pick-one question`);
	if (q.reasons.length === 0) out.push(`${q.kind}: no reason given`);
	return out;
}

/**
 * The set a seed gives: 10 to 12 questions, the kinds taken in turns (shuffled), so every kind
 * appears when there are enough questions. Throws if a position fails the game's check (when the
 * generator carries one: the tests' `ReadyGenerator` does, the browser's `ReadyKinds` not) or a
 * question breaks the contract: a set is never shown with an illegal position.
 */
export function makeSet<P, K extends string>(gen: ReadyKinds<P, K>, seed: number, n?: number): ReadyQuestion<P, K>[] {
	const r = rng(seed);
	const count = n ?? r.range(SET_MIN, SET_MAX);
	const kinds = Object.keys(gen.kinds);
	if (kinds.length === 0) throw new Error('makeSet: a generator without kinds');
	let order: string[] = [];
	const out: ReadyQuestion<P, K>[] = [];
	while (out.length < count) {
		if (order.length === 0) order = r.shuffle(kinds);
		const kind = order.shift()!;
		let q: ReadyQuestion<P, K> | null = null;
		for (let i = 0; i < TRIES && !q; i++) q = gen.kinds[kind]!(r);
		if (!q) throw new Error(`makeSet: kind "${kind}" gave no question in ${TRIES} draws (seed ${seed})`);
		const problems = gen.checkPosition?.(q.position) ?? [];
		if (problems.length > 0) throw new Error(`makeSet: kind "${kind}" drew an illegal position (seed ${seed}): ${problems.map((p) => p.key).join(', ')}`);
		const broken = questionProblems(q);
		if (broken.length > 0) throw new Error(`makeSet (seed ${seed}): ${broken.join('; ')}`);
		out.push(q);
	}
	return out;
}

/** Whether `chosen` is exactly the right answer set. */
export function isRight(q: Pick<ReadyQuestion, 'right'>, chosen: Iterable<string>): boolean {
	const set = new Set(chosen);
	return set.size === q.right.length && q.right.every((id) => set.has(id));
}

/** The rules behind the missed questions, each once, in the order met: what to reread. */
export function rulesToReread(missed: readonly Pick<ReadyQuestion, 'rule'>[]): RuleRef[] {
	const seen = new Set<string>();
	const out: RuleRef[] = [];
	for (const { rule } of missed) {
		const id = `${rule.page}#${rule.anchor}`;
		if (!seen.has(id)) {
			seen.add(id);
			out.push(rule);
		}
	}
	return out;
}

/** What a finished check leaves on the device (per game). */
export interface ReadyResult {
	score: number;
	total: number;
	/** ISO date and time of the attempt. */
	date: string;
}

/**
 * The local storage key of a game's last result (also read by ReadyStatus.astro's inline script),
 * scoped to the site's base: two sites on one origin (`<user>.github.io/a/` and `/b/`) keep their
 * own. `legacyReadyStorageKey` is the key of before (issue 29), still read when the new one is empty.
 * The base is Vite's `BASE_URL` literal (src/base.ts's `BASE` in every Vite build, without pulling
 * that module's chunk into the ready pages).
 */
export const readyStorageKey = (game: string, base: string = import.meta.env.BASE_URL): string => `rap:${base}ready:${game}`;
export const legacyReadyStorageKey = (game: string): string => `ready:${game}`;

/** A stored result, or null when missing or malformed. */
export function parseResult(raw: string | null): ReadyResult | null {
	if (!raw) return null;
	try {
		const v = JSON.parse(raw) as Partial<ReadyResult>;
		const ok =
			Number.isInteger(v.score) &&
			Number.isInteger(v.total) &&
			typeof v.date === 'string' &&
			v.score! >= 0 &&
			v.score! <= v.total! &&
			!Number.isNaN(Date.parse(v.date));
		return ok ? (v as ReadyResult) : null;
	} catch {
		return null;
	}
}
