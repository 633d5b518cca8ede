/**
 * Browser test runner: `npm run test:browser` (after `npm run build`).
 *
 * Starts one static server on dist/ (127.0.0.1, free port; it applies dist/_headers, so every
 * test runs under the production CSP, and serves the site under the base it was built for) and
 * one headless Debian Chromium, then runs every tests/browser/**\/*.test.mjs with Node's test
 * runner (spec reporter), a file per process, longest first, and prints each file's time and the
 * files that failed. Exit code is non-zero on any failure.
 *
 *   npm run test:browser                     all browser tests
 *   npm run test:browser -- widgets/seeding  only files whose path contains "widgets/seeding"
 *   npm run test:browser -- --test-name-pattern=axe   options starting with -- go to `node --test`
 *   SITE_DIST_DIR=dist-sub npm run test:browser -- pages.test   against another build (e.g. a
 *                                            sub-path one: `npm run build:sub`), served under its base
 *   npm run test:browser:sub                 (--sub) the sub-path run of `npm test`: the BASE=/rules-at-play/
 *                                            build in dist-sub/, the files whose subject depends on where the
 *                                            site is served (SUB_PATH_FILES below), storage refused in the
 *                                            page walk, axe off there (it runs in the root run)
 *   npm run test:browser:all                 (--all) both runs in one pool of workers (what `npm test` runs):
 *                                            the sub-path files fill the root run's tail (needs dist/ and dist-sub/)
 *
 * Without /usr/bin/chromium the tests are skipped (exit 0) with a loud message, unless CI=true,
 * where that is a failure.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/**
 * The sub-path run: the files whose subject depends on where the site is served — links and
 * requests of every page, the headers and references in dist/, the service worker's scope and the
 * offline packs (saved, cut, resumed, removed, a deploy over them), search result links, the
 * manifests and "At the table", a widget's refusal links, the self-check's links. The others (layout, axe, the rules) see
 * the same document at any base.
 */
const SUB_PATH_FILES = [
	'pages.test.mjs',
	'deploy.test.mjs',
	// Its service-worker parts (BROWSER_TESTS_BAD_INPUT=offline): storage refused, a cut pack, a deploy over a pack.
	'bad-input.test.mjs',
	'search.test.mjs',
	'night/table.test.mjs',
	// Storage scoped to the base (cache names, results), migrated from the names of before; two tabs; a deploy mid-download.
	'night/storage.test.mjs',
	'wildlife/auction.test.mjs',
	// The learner's path: Previous/Next and the sidebar, the header's links, 404, the site root, search's links and way forward.
	'path/navigation.test.mjs',
	'path/lookup.test.mjs',
	// The teacher's script: its step links and the walk from page to page (scriptWalk.ts reads the path).
	'stage-links.test.mjs',
	// "Ready for game night?": the links the check writes (rule, step, reading, rules to reread) and
	// the way in with the last result on the game's pages (MarkdownContent reads the path).
	'ready.test.mjs',
];
/**
 * Left out of the sub-path run, by name (--test-skip-pattern), said at the start of the run: tests
 * in those files whose subject is the same at any base — search's ranking of players' questions
 * (the way forward's and the results' links are checked by "sections by relevance…"), landing on
 * a teacher's script's link to each walkthrough (every link's target is checked from the built
 * HTML, and the walk follows links page to page under the base), and the others listed below.
 */
const SUB_PATH_SKIP = [
	'questions, in the rulings filter and in search',
	'a widget link of a teacher’s script, for each walkthrough',
	// The self-check on a device that refuses storage: what the page says, not where its links go
	// (the set's links, the rules to reread and the way in from the game's home are checked in the sub-path run).
	'a device that refuses storage still runs the check',
	// At the table's layout, print and axe (its search and the manifest's links are checked in the sub-path run).
	'fits 1280×800 with no scrolling',
	// The auction's axe and layout: the same at any base (the refusals' links to the rules are checked in the sub-path run).
	'axe finds nothing with bad form input',
	// Print and the on-screen keyboard: layout, not links.
	'each reference prints on one A4 sheet',
	'does not focus its search box on a touch screen',
];
const sub = process.argv.includes('--sub');
const both = process.argv.includes('--all');
const { startStaticServer, defaultDistDir, projectRoot } = await import('../../scripts/lib/static-server.mjs');
const { CHROMIUM_PATH, CHROMIUM_ARGS, HEADLESS_SHELL_PATH } = await import('./lib.mjs');

const here = fileURLToPath(new URL('.', import.meta.url));
const isCI = /^(1|true|yes)$/i.test(process.env.CI ?? '');
const started = Date.now();

if (!existsSync(CHROMIUM_PATH)) {
	const bar = '!'.repeat(78);
	const lines = [
		bar,
		`!!  BROWSER TESTS ${isCI ? 'FAILED' : 'SKIPPED'}: Chromium was not found at ${CHROMIUM_PATH}.`,
		"!!  Install Debian's Chromium (no browser download is used):",
		'!!      sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell',
		'!!  (or point CHROME_PATH at a Chromium binary), then run `npm run test:browser`.',
		isCI ? '!!  CI=true: missing Chromium is an error.' : '!!  Not in CI: exiting 0 with the browser tests SKIPPED (none ran).',
		bar,
	];
	console.error(lines.join('\n'));
	process.exit(isCI ? 1 : 0);
}
if (CHROMIUM_PATH !== HEADLESS_SHELL_PATH && !process.env.CHROME_PATH)
	console.log(`Driving ${CHROMIUM_PATH}: Debian's headless shell (sudo apt-get install chromium-headless-shell) runs this suite on about 30 % less CPU.`);

/**
 * The runs: the root one (every file, on dist/ or SITE_DIST_DIR) and the sub-path one (SUB_PATH_FILES
 * on dist-sub/, storage refused, axe off, the SUB_PATH_SKIP tests left out). `--all` (npm test) runs
 * both in ONE pool of workers against one Chromium and two servers, so that the sub-path files fill
 * the root run's tail instead of starting after it.
 * @type {{ name: 'root' | 'sub', dist: string, env: Record<string, string>, skip: string[] }[]}
 */
const RUNS = [];
const SUB_ENV = { BROWSER_TESTS_STORAGE: 'refused', BROWSER_TESTS_AXE: 'off', BROWSER_TESTS_BAD_INPUT: 'offline' };
if (!sub || both) RUNS.push({ name: 'root', dist: both ? join(projectRoot, 'dist') : defaultDistDir, env: {}, skip: [] });
if (sub || both) {
	const env = Object.fromEntries(Object.entries(SUB_ENV).map(([k, v]) => [k, process.env[k] || v]));
	const dist = both || !process.env.SITE_DIST_DIR ? join(projectRoot, 'dist-sub') : defaultDistDir;
	RUNS.push({ name: 'sub', dist, env, skip: SUB_PATH_SKIP });
}
for (const run of RUNS) {
	if (!existsSync(join(run.dist, 'sitemap-0.xml'))) {
		console.error(`No built site in ${run.dist} (sitemap-0.xml missing): run \`npm run ${run.name === 'sub' ? 'build:sub' : 'build'}\` first.`);
		process.exit(1);
	}
}

/** @param {string} dir @returns {string[]} */
function findTests(dir) {
	/** @type {string[]} */
	const found = [];
	for (const entry of readdirSync(dir, { withFileTypes: true })) {
		if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
		const path = join(dir, entry.name);
		if (entry.isDirectory()) found.push(...findTests(path));
		else if (entry.name.endsWith('.test.mjs')) found.push(path);
	}
	return found.sort();
}

const args = process.argv.slice(2).filter((a) => a !== '--sub' && a !== '--all');
const nodeOptions = args.filter((a) => a.startsWith('--'));
const given = args.filter((a) => !a.startsWith('--'));
/**
 * Seconds a file took on the last full run here (2 at a time, shared machine): the longest start
 * first, so that the files running side by side end together (given all its files at once, `node
 * --test` runs them in alphabetical order, and the longest, starting last, made the run's tail).
 * A file not listed counts as 10 s.
 */
const ESTIMATES = {
	root: {
		'stage.test.mjs': 335,
		'pages.test.mjs': 182,
		'night/offline.test.mjs': 45,
		'bad-input.test.mjs': 44,
		'path/lookup.test.mjs': 43,
		'night/storage.test.mjs': 36,
		'ready.test.mjs': 33,
		'night/table.test.mjs': 30,
		'path/scroll-hydrate.test.mjs': 24,
		'stage-links.test.mjs': 24,
		'games.test.mjs': 20,
		'animal-kingdoms/score-sheet.test.mjs': 11,
		'wildlife/scoring.test.mjs': 11,
		'caldera-park/score-sheet.test.mjs': 10,
		'wildlife/setup.test.mjs': 10,
		'widgets/boards.test.mjs': 9,
		'planet/score-sheet.test.mjs': 9,
		'rulings.test.mjs': 9,
		'path/navigation.test.mjs': 8,
		'wildlife/turn.test.mjs': 8,
		'search.test.mjs': 8,
		'animal-kingdoms/widgets.test.mjs': 6,
		'wildlife/cards.test.mjs': 6,
		'wildlife/auction.test.mjs': 6,
		'wildlife/score-sheet.test.mjs': 6,
		'path/landscape-menu.test.mjs': 3,
		'planet/pages.test.mjs': 3,
		'unlisted-pages.test.mjs': 3,
		'caldera-park/rulings.test.mjs': 2,
		'planet/widgets.test.mjs': 1,
		'deploy.test.mjs': 1,
	},
	sub: {
		'night/storage.test.mjs': 31,
		'pages.test.mjs': 22,
		'night/table.test.mjs': 19,
		'ready.test.mjs': 12,
		'bad-input.test.mjs': 10,
		'search.test.mjs': 8,
		'path/lookup.test.mjs': 8,
		'path/navigation.test.mjs': 5,
		'stage-links.test.mjs': 4,
		'wildlife/auction.test.mjs': 2,
		'deploy.test.mjs': 1,
	},
};
/** @type {{ run: (typeof RUNS)[number], file: string, estimate: number }[]} */
const jobs = [];
for (const run of RUNS) {
	for (const file of findTests(here)) {
		const name = relative(here, file);
		const wanted =
			run.name === 'sub' && !given.length
				? SUB_PATH_FILES.includes(name)
				: (run.name === 'root' || SUB_PATH_FILES.includes(name) || !both) && (given.length === 0 || given.some((f) => name.includes(f) || file.includes(f)));
		if (wanted) jobs.push({ run, file, estimate: ESTIMATES[run.name][name] ?? 10 });
	}
}
jobs.sort((a, b) => b.estimate - a.estimate || a.file.localeCompare(b.file) || a.run.name.localeCompare(b.run.name));
// Test files run side by side (BROWSER_TESTS_FILES, default 2), each with its own browser contexts
// in the one shared Chromium (README: measured 1,076 s against about 1,200 s one at a time).
const fileConcurrency = Math.max(1, Number(process.env.BROWSER_TESTS_FILES) || 2);
if (jobs.length === 0) {
	console.error(`No browser test file matched ${given.join(' ') || 'tests/browser/**/*.test.mjs'}.`);
	process.exit(1);
}

/** One server per run (each serves its build under the base it was built for). */
const servers = new Map();
for (const run of RUNS) servers.set(run.name, await startStaticServer({ root: run.dist }));
const timings = join(tmpdir(), `browser-timings-${process.pid}.jsonl`);
rmSync(timings, { force: true });
const browserServer = await chromium.launchServer({
	executablePath: CHROMIUM_PATH,
	args: CHROMIUM_ARGS,
	headless: true,
});
for (const run of RUNS) {
	const server = servers.get(run.name);
	const count = jobs.filter((j) => j.run === run).length;
	console.log(
		`Browser tests (${run.name} run): ${count} file(s) against ${server.baseURL}/ (${relative(process.cwd(), run.dist) || '.'}, base ${server.base}), ${CHROMIUM_PATH}` +
			(isCI ? ' [CI]' : ''),
	);
	if (run.name === 'sub')
		console.log(
			`Sub-path run: axe off (it runs in the root run), storage refused in the page walk; skipped here (same at any base): ${SUB_PATH_SKIP.map((n) => `"${n}"`).join(', ')}.`,
		);
}
console.log(`${jobs.length} file run(s), ${fileConcurrency} at a time, longest first, one Chromium.`);

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
let stopped = false;
const stopAll = () => {
	stopped = true;
	for (const child of running) child.kill('SIGTERM');
};
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
/** @type {string[]} */
const failedFiles = [];
const label = (job) => `${RUNS.length > 1 ? `[${job.run.name}] ` : ''}${relative(here, job.file)}`;
/**
 * One `node --test` per file, `fileConcurrency` at a time, in the order above. A file's report is
 * printed whole when it ends (streamed when there is only one file).
 * @param {(typeof jobs)[number]} job
 * @returns {Promise<number>}
 */
function runFile(job) {
	const { run, file } = job;
	const server = servers.get(run.name);
	const skips = run.skip.map((name) => `--test-skip-pattern=${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
	return new Promise((resolve) => {
		const alone = jobs.length === 1;
		const child = spawn(process.execPath, ['--test', '--test-reporter=spec', `--import=${join(here, 'timing.mjs')}`, ...nodeOptions, ...skips, file], {
			stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
			env: {
				...process.env,
				...run.env,
				SITE_DIST_DIR: run.dist,
				BROWSER_TESTS_RUN: run.name,
				BROWSER_TESTS_BASE_URL: server.baseURL,
				BROWSER_TESTS_BASE: server.base,
				BROWSER_TESTS_WS_ENDPOINT: browserServer.wsEndpoint(),
				BROWSER_TESTS_TIMINGS: timings,
			},
		});
		running.add(child);
		/** @type {Buffer[]} */
		const out = [];
		child.stdout?.on('data', (chunk) => out.push(chunk));
		child.stderr?.on('data', (chunk) => out.push(chunk));
		child.on('close', (exitCode, signal) => {
			running.delete(child);
			const failed = exitCode !== 0 || signal !== null;
			if (!alone) process.stdout.write(`\n${failed ? '✖' : '✔'} ${label(job)}\n${Buffer.concat(out).toString('utf8')}`);
			if (failed) {
				failedFiles.push(label(job));
				if (!alone) failureDigests.push(digest(label(job), Buffer.concat(out).toString('utf8')));
			}
			resolve(failed ? 1 : 0);
		});
	});
}

/** @type {string[]} */
const failureDigests = [];
/**
 * The spec reporter's "failing tests" part of a file's report, cut to its first lines: printed
 * again at the very end, where a CI log that keeps only its tail still shows why.
 * @param {string} name
 * @param {string} report
 */
function digest(name, report) {
	const at = report.lastIndexOf('failing tests:');
	const lines = (at >= 0 ? report.slice(at) : report.slice(-4000)).split('\n').filter((l) => l.trim() && !/^\s+at /.test(l));
	const kept = lines.slice(0, 40).map((l) => (l.length > 400 ? `${l.slice(0, 400)}…` : l));
	return `${name}:\n${kept.join('\n')}${lines.length > kept.length ? `\n  … (${lines.length - kept.length} more lines above in its report)` : ''}`;
}

/**
 * CPU seconds used by a process and its descendants, live and reaped (Linux /proc; undefined
 * elsewhere): the shared Chromium's work, a figure that load from other programs does not change.
 * @param {number | undefined} root
 */
function treeCpuSeconds(root) {
	if (!root || !existsSync('/proc')) return undefined;
	const ticks = 100; // USER_HZ
	/** @type {Map<number, { parent: number, cpu: number }>} */
	const procs = new Map();
	for (const name of readdirSync('/proc')) {
		if (!/^\d+$/.test(name)) continue;
		try {
			const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
			const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
			// After the name: state, ppid (1), … utime (11), stime (12), cutime (13), cstime (14).
			procs.set(Number(name), { parent: Number(fields[1]), cpu: [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) });
		} catch {}
	}
	let total = 0;
	const todo = [root];
	while (todo.length) {
		const pid = /** @type {number} */ (todo.pop());
		total += procs.get(pid)?.cpu ?? 0;
		for (const [child, p] of procs) if (p.parent === pid) todo.push(child);
	}
	return total / ticks;
}
/** @type {number | undefined} */
let chromiumCpu;
let code = 1;
try {
	let next = 0;
	const codes = await Promise.all(
		Array.from({ length: Math.min(fileConcurrency, jobs.length) }, async () => {
			let worst = 0;
			while (next < jobs.length && !stopped) worst = Math.max(worst, await runFile(/** @type {(typeof jobs)[number]} */ (jobs[next++])));
			return worst;
		}),
	);
	code = Math.max(0, ...codes);
} finally {
	chromiumCpu = treeCpuSeconds(browserServer.process()?.pid);
	await browserServer.close().catch(() => {});
	for (const server of servers.values()) await server.close();
}
if (existsSync(timings)) {
	const rows = readFileSync(timings, 'utf8')
		.split('\n')
		.filter(Boolean)
		.map((line) => JSON.parse(line))
		.sort((a, b) => b.seconds - a.seconds);
	console.log(`\nTime per file (wall, ${fileConcurrency} files at a time; base per run):`);
	for (const { file, seconds, cpu, run } of rows)
		console.log(
			`  ${seconds.toFixed(1).padStart(7)} s  (test process CPU ${String(cpu ?? '?').padStart(5)} s)  ${RUNS.length > 1 ? `[${run}] ` : ''}${relative(here, file)}`,
		);
	rmSync(timings, { force: true });
}
if (failedFiles.length) {
	console.log(`\nFiles with failures (their reports above): ${failedFiles.join(', ')}`);
	if (failureDigests.length) console.log(`\nWhy, in short (each file's failing tests, stack lines left out):\n${failureDigests.join('\n\n')}`);
}
/** This process: Playwright's side of the browser for every file (they connect to it), and the static servers. */
const own = process.cpuUsage();
console.log(
	`Browser tests took ${((Date.now() - started) / 1000).toFixed(1)} s (exit code ${code})${chromiumCpu === undefined ? '' : `; Chromium used ${chromiumCpu.toFixed(0)} s of CPU`}, this runner ${((own.user + own.system) / 1e6).toFixed(0)} s (Playwright's browser server and the static servers).`,
);
process.exit(code);
