/**
 * Model-based test of every machine of every game (xstate/graph), from the registry: from each
 * snapshot of each guided example (src/components/<slug>/frames.ts `GUIDED`), every event the
 * example sends is tried (from at most 8 of them, evenly spread), then every one again from there (two moves off the example's path:
 * events out of order, repeated, too early or too late — what a reader's clicks produce in try-it
 * mode). Every snapshot reached must hold, whatever the game:
 * - the machine did not fail (no error thrown by a guard or an action: status is not 'error');
 * - its value and context survive JSON: reparsed, they equal the snapshot's own (a page or a link carries them);
 * - the same event from the same snapshot (or from that snapshot rebuilt from its JSON) gives the
 *   same snapshot (nothing random or clock-bound, nothing lost in JSON);
 * - each refusal it shows has its message in both languages, and a rule link whose name is in the
 *   messages (`rule.<page>.<anchor>`) and whose heading exists in both languages' page.
 * The game's own tests (tests/machines/<slug>/) check what its rulebook states.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor, transition } from 'xstate';
import { gameSources } from '../../../src/i18n/compiled';
import { LOCALES } from '../../../src/i18n/paths';
import { headingIds } from '../../unit/registry/headings';
import { gameGuided, READY_SLUGS } from '../../unit/shared/guidedSources';
import { exploreGuided, notJson, plain, refusals } from './explore';

const root = join(__dirname, '../../..');

describe('the JSON check', () => {
	it('passes plain data and catches what JSON loses or changes (a Set, Map, Date, undefined field, NaN, class instance)', () => {
		const plainData = { a: [1, 'b', null, { c: true }], d: {} };
		expect(notJson(plainData)).toBeNull();
		expect(JSON.parse(JSON.stringify(plainData))).toStrictEqual(plainData);
		for (const bad of [{ s: new Set([1]) }, { m: new Map() }, { d: new Date(0) }, { u: undefined }, { n: Number.NaN }, { x: new (class X {})() }]) {
			expect(notJson(bad), JSON.stringify(bad)).toMatch(/^\$\.[a-z]$/);
			// and indeed JSON does not give it back
			expect(JSON.parse(JSON.stringify(bad))).not.toStrictEqual(bad);
		}
	});
});
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
			const { example, sent, events, path, reached } = exploreGuided(g);
			expect(reached.size, 'states explored').toBeGreaterThanOrEqual(new Set(path.map(plain)).size);

			const problems = new Set<string>();
			let refused = 0;
			const safe = new WeakSet<object>();
			for (const [key, s] of reached) {
				if (s.status === 'error') problems.add(`failed: ${String((s as { error?: unknown }).error)}`);
				// JSON-safe: nothing in the value or context that JSON loses or changes (a Set, Map, Date,
				// class instance, undefined field); the rebuilt snapshots below are real reparses.
				const lost = notJson({ value: s.value, context: s.context }, '$', safe);
				if (lost) problems.add(`not JSON-safe at ${lost}: ${key.slice(0, 200)}`);
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
			// Determinism off the path: from explored snapshots (4, spread over them), each event the
			// example sends gives the same snapshot from the original and from the snapshot rebuilt from
			// its JSON, as a page or a link rebuilds it (a random or clock-bound step, or anything JSON
			// loses, gives two different ones).
			const all = [...reached.values()].filter((s) => s.status === 'active');
			const sample = all.length <= 4 ? all : Array.from({ length: 4 }, (_, i) => all[Math.floor((i * all.length) / 4)]!);
			let compared = 0;
			for (const s of sample) {
				const { value, context } = JSON.parse(plain(s));
				const rebuilt = g.machine.resolveState({ value, context });
				expect(plain(rebuilt), 'the snapshot rebuilt from its JSON').toBe(plain(s));
				for (const e of events) {
					if (plain(transition(g.machine, s, e)[0]) !== plain(transition(g.machine, rebuilt, e)[0]))
						problems.add(`not deterministic: ${JSON.stringify(e)} from ${plain(s).slice(0, 200)}`);
					compared++;
				}
			}
			expect(compared).toBeGreaterThanOrEqual(sample.length);
			// Determinism on the path: the example's path, replayed by a fresh actor, gives the same snapshots.
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
