/**
 * `npm run check:new-game`: the scaffold's full check, too slow for a unit test. In a git worktree
 * of HEAD (committed work only) in a temporary folder, with this clone's node_modules hard-linked in, it
 * runs `npm run new-game -- kit-check-<random>`, then `npm run check`, every unit and model-based test
 * (`vitest run`), `npm run build` and the budgets (`npm run perf:check`), then the browser checks a
 * new game meets, on that build, for the scaffolded game: the page walk of its pages and the homes
 * (tests/browser/pages.test.mjs with BROWSER_TESTS_PAGES_MATCH) and its look-up questions in the
 * rulings filter and search (tests/browser/path/lookup.test.mjs, the scaffolded game's tests). A
 * failed step does not stop the others (but a failed scaffold or build does: the rest need it); it
 * fails if any step failed, naming them, and the worktree is removed after. Run it before merging a change to the
 * kit or to scripts/new-game.mjs (about 3 minutes here); `npm test` does not run it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Hard links need the clone and the temporary folder on one file system (they are, here).
const dir = join(mkdtempSync(join(tmpdir(), 'new-game-check-')), 'site');
const sh = (cmd, args, cwd = dir) => execFileSync(cmd, args, { cwd, stdio: 'inherit' });
let failed = false;
try {
	sh('git', ['worktree', 'add', '--detach', dir, 'HEAD'], process.cwd());
	// Hard links (a symlinked node_modules breaks Astro's build: it resolves modules outside the root).
	sh('cp', ['-al', join(process.cwd(), 'node_modules'), join(dir, 'node_modules')]);
	// A fresh slug each run, never written here: once scaffolded it is a game, and no shared file may name one.
	const slug = `kit-check-${Math.random().toString(36).slice(2, 7)}`;
	/** `stop`: the steps after it need it (the scaffold, the build); after another failure, the next steps still run. */
	/** @type {{ npm: string[], env?: Record<string, string>, stop?: boolean }[]} */
	const steps = [
		{ npm: ['run', 'new-game', '--', slug], stop: true },
		{ npm: ['run', 'check'] },
		{ npm: ['exec', '--', 'vitest', 'run'] },
		{ npm: ['run', 'build'], stop: true },
		{ npm: ['run', 'perf:check'] },
		// The page walk, on the scaffolded game's pages (both languages) and the homes that list it.
		{ npm: ['run', 'test:browser', '--', 'browser/pages.test.mjs'], env: { BROWSER_TESTS_PAGES_MATCH: `^/((fr|en)/(${slug}/.*)?)?$` } },
		// Its look-up questions (tests/browser/<slug>/questions.mjs) and its rulings filter on a phone.
		{ npm: ['run', 'test:browser', '--', 'path/lookup.test.mjs', `--test-name-pattern=${slug}`] },
	];
	/** @type {string[]} */
	const failures = [];
	for (const { npm, env = {}, stop } of steps) {
		const vars = Object.entries(env).map(([k, v]) => `${k}='${v}' `);
		const name = `${vars.join('')}npm ${npm.join(' ')}`;
		console.log(`\n▶ ${name}`);
		const started = Date.now();
		try {
			execFileSync('npm', npm, { cwd: dir, stdio: 'inherit', env: { ...process.env, ...env } });
		} catch {
			failures.push(name);
			if (stop) break;
		} finally {
			console.log(`  (${Math.round((Date.now() - started) / 1000)} s)`);
		}
	}
	if (failures.length) throw new Error(`failed: ${failures.join('; ')}`);
	console.log('\n✓ the scaffolded game passes the check, every unit test, the build, the budgets, the page walk and the look-up test');
} catch (e) {
	failed = true;
	console.error(`\n✗ ${e instanceof Error ? e.message : e}`);
} finally {
	execFileSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'inherit' });
	rmSync(join(dir, '..'), { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
