/**
 * Model-based test of every machine of every game (xstate/graph), from the registry: from each
 * snapshot of each guided example (src/components/<slug>/frames.ts `GUIDED`), every event the
 * example sends is tried (from at most 8 of them, evenly spread), then every one again from there (two moves off the example's path:
 * events out of order, repeated, too early or too late — what a reader's clicks produce in try-it
 * mode). Every snapshot reached must hold, whatever the game:
 * - the machine did not fail (no error thrown by a guard or an action: status is not 'error');
 * - its value and context survive JSON (a page or a link carries them);
 * - the same event from the same snapshot gives the same snapshot (nothing random or clock-bound);
 * - each refusal it shows has its message in both languages, and a rule link whose name is in the
 *   messages (`rule.<page>.<anchor>`) and whose heading exists in both languages' page.
 * The game's own tests (tests/machines/<slug>/) check what its rulebook states.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, type AnyStateMachine, type EventObject, createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { exampleEvents } from '../../../src/machines/shared/guidedReplay';
import { gameSources } from '../../../src/i18n/compiled';
import { LOCALES } from '../../../src/i18n/paths';
import { replayAll } from '../../../src/machines/shared/replay';
import { headingIds } from '../../unit/registry/headings';
import { gameGuided, READY_SLUGS } from '../../unit/shared/guidedSources';

const root = join(__dirname, '../../..');
/** Moves off the example's path explored from each of its snapshots… */
const DEPTH = 2;
/** …stopping once this many snapshots are reached from one of them (a set-up with dozens of legal seeds branches widely)… */
const CAP = 120;
/** …from at most this many snapshots of a long example, evenly spread, its first and last included. */
const STARTS = 8;

type Snap = AnyMachineSnapshot;
const plain = (s: Snap) => JSON.stringify({ value: s.value, context: s.context });

/** Every refusal shown in a context: `{ key, rule: { page, anchor } }`, at any depth. */
function refusals(x: unknown, out: { key: string; page: string; anchor: string }[] = [], seen = new Set<unknown>()): typeof out {
	if (typeof x !== 'object' || x === null || seen.has(x)) return out;
	seen.add(x);
	const r = x as { key?: unknown; rule?: { page?: unknown; anchor?: unknown } };
	if (typeof r.key === 'string' && typeof r.rule?.page === 'string' && typeof r.rule.anchor === 'string')
		out.push({ key: r.key, page: r.rule.page, anchor: r.rule.anchor });
	for (const v of Object.values(x)) refusals(v, out, seen);
	return out;
}

/** Explores `DEPTH` moves from `from` with `events`; returns every snapshot reached, by its serialization. */
function explore(machine: AnyStateMachine, input: unknown, from: Snap, events: EventObject[]): Map<string, Snap> {
	const depth = new WeakMap<object, number>([[from, 0]]);
	const reached = new Map<string, Snap>();
	getShortestPaths(machine, {
		input,
		fromState: from,
		events: (s: Snap) => ((depth.get(s) ?? 0) < DEPTH && reached.size < CAP ? events : []),
		serializeState: (s: Snap, _e: unknown, prev: Snap | undefined) => {
			if (!depth.has(s)) depth.set(s, prev ? (depth.get(prev) ?? 0) + 1 : 0);
			const key = plain(s);
			if (!reached.has(key)) reached.set(key, s);
			return key;
		},
		limit: 20000,
	} as never);
	return reached;
}

describe.each(READY_SLUGS.map((s) => [s] as const))('%s machines, explored off every guided example', async (slug) => {
	const { guided } = await gameGuided(slug);
	const messages = Object.fromEntries(LOCALES.map((l) => [l, gameSources(slug, l)]));
	const headings = new Map<string, Set<string> | undefined>();
	const idsOf = (lang: string, page: string) => {
		const k = `${lang}/${page}`;
		if (!headings.has(k)) {
			const f = join(root, 'src/content/docs', lang, slug, `${page || 'index'}.mdx`);
			headings.set(k, existsSync(f) ? headingIds(readFileSync(f, 'utf8')) : undefined);
		}
		return headings.get(k);
	};

	it.each(guided.map((g) => [g.id, g] as const))(
		'%s',
		(_id, g) => {
			const example = g.example();
			const sent = exampleEvents(example.steps) as EventObject[];
			const events = [...new Map(sent.map((e) => [JSON.stringify(e), e])).values()];
			const path = replayAll(g.machine, example.input, sent) as Snap[];
			const reached = new Map<string, Snap>();
			const starts = path.length <= STARTS ? path : Array.from({ length: STARTS }, (_, i) => path[Math.round((i * (path.length - 1)) / (STARTS - 1))]!);
			for (const from of starts) for (const [k, s] of explore(g.machine, example.input, from, events)) reached.set(k, s);
			expect(reached.size, 'states explored').toBeGreaterThanOrEqual(new Set(path.map(plain)).size);

			const problems = new Set<string>();
			let refused = 0;
			for (const s of reached.values()) {
				if (s.status === 'error') problems.add(`failed: ${String((s as { error?: unknown }).error)}`);
				expect(() => JSON.parse(plain(s))).not.toThrow();
				for (const r of refusals(s.context)) {
					refused++;
					for (const lang of LOCALES) {
						if (typeof messages[lang]![r.key] !== 'string') problems.add(`refusal ${r.key}: no ${lang} message`);
						if (typeof messages[lang]![`rule.${r.page}.${r.anchor}`] !== 'string')
							problems.add(`refusal ${r.key}: no ${lang} message rule.${r.page}.${r.anchor}`);
						if (!idsOf(lang, r.page)?.has(r.anchor)) problems.add(`refusal ${r.key}: no heading #${r.anchor} on /${lang}/${slug}/${r.page}/`);
					}
				}
			}
			// Determinism: the example's path, replayed by a fresh actor, gives the same snapshots.
			const again = createActor(g.machine, { input: example.input } as never).start();
			const fresh = [plain(again.getSnapshot())];
			for (const e of sent) {
				again.send(e);
				fresh.push(plain(again.getSnapshot()));
			}
			again.stop();
			expect(fresh).toEqual(path.map(plain));
			expect([...problems]).toEqual([]);
			// Recorded for the report (how much was explored, how many refusals were checked).
			console.info(`${slug} ${g.id}: ${reached.size} states, ${refused} refusals checked`);
		},
		30_000,
	);
});
