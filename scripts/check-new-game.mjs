/**
 * `npm run check:new-game`: the scaffold's full check, too slow for a unit test. In a git worktree
 * of HEAD (committed work only) in a temporary folder, with this clone's node_modules hard-linked in, it
 * runs `npm run new-game -- kit-check-<random>`, then `npm run check`, every unit and model-based test
 * (`vitest run`), `npm run build` and the budgets (`npm run perf:check`), and fails if any of them fails; the worktree is removed
 * after. Run it before merging a change to the kit or to scripts/new-game.mjs (about 5 minutes
 * here); `npm test` does not run it.
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
	for (const step of [
		['run', 'new-game', '--', slug],
		['run', 'check'],
		['exec', '--', 'vitest', 'run'],
		['run', 'build'],
		['run', 'perf:check'],
	]) {
		console.log(`\n▶ npm ${step.join(' ')}`);
		sh('npm', step);
	}
	console.log('\n✓ the scaffolded game passes the check, every unit test, the build and the budgets');
} catch (e) {
	failed = true;
	console.error(`\n✗ ${e instanceof Error ? e.message : e}`);
} finally {
	execFileSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'inherit' });
	rmSync(join(dir, '..'), { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
