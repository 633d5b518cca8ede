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
import { createActor } from 'xstate';
import { gameSources } from '../../../src/i18n/compiled';
import { LOCALES } from '../../../src/i18n/paths';
import { headingIds } from '../../unit/registry/headings';
import { gameGuided, READY_SLUGS } from '../../unit/shared/guidedSources';
import { exploreGuided, plain, refusals } from './explore';

const root = join(__dirname, '../../..');
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
			const { example, sent, path, reached } = exploreGuided(g);
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
