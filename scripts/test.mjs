/**
 * `npm test`: everything `npm run check`, `test:unit`, `build`, `perf:check`, `build:sub` and
 * `test:browser:all` run, each as its npm script, with jobs side by side where the cores have room
 * (issue 31: the suite's time on a 2-core machine):
 *
 *   1. check:messages (src/i18n/generated/params.ts, which the type checks read);
 *   2. build, perf:check, build:sub | test:unit (it reads no build);
 *   3. once both builds are done: test:browser:all | the rest of test:unit, then check:astro and
 *      check:types (the type checks), then check:code (Biome, knip, dependency-cruiser).
 *
 * The browser tests alone leave some of the two cores idle (pages wait for frames, the network, a
 * settled layout: 92.6 % busy on 29 Nov), which the type checks and the unit tests fill; `astro
 * check` starts only once both builds are done, since both write Astro's generated types in .astro/.
 * The unit tests (one Vitest worker on 2 cores) outlast the builds by about 15 s; the browser tests
 * start when the builds are done, so that core is not left idle meanwhile.
 * Each job's output is printed whole when it ends (the browser tests' as they run); the first failure
 * stops the others and the run exits with its code. At the end: each job's time.
 */
import { spawn } from 'node:child_process';

const started = Date.now();
/** @type {{ name: string, seconds: number, code: number }[]} */
const done = [];
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
let failed = 0;

/** `npm run <name>`, its output kept until it ends (or streamed when it runs alone: `live`). */
function run(name, { live = false } = {}) {
	if (failed) return Promise.reject(new Error('stopped'));
	const t0 = Date.now();
	console.log(`▶ npm run ${name}`);
	return new Promise((resolve, reject) => {
		const child = spawn('npm', ['run', '--silent', name], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], detached: true });
		running.add(child);
		/** @type {Buffer[]} */
		const out = [];
		child.stdout?.on('data', (d) => out.push(d));
		child.stderr?.on('data', (d) => out.push(d));
		child.on('close', (code, signal) => {
			running.delete(child);
			const seconds = (Date.now() - t0) / 1000;
			if (out.length) process.stdout.write(`\n—— npm run ${name} ——\n${Buffer.concat(out).toString('utf8')}`);
			const status = code ?? (signal ? 1 : 0);
			done.push({ name, seconds, code: status });
			console.log(`${status === 0 ? '✔' : '✖'} npm run ${name}: ${seconds.toFixed(1)} s${status === 0 ? '' : ` (exit code ${status})`}`);
			if (status === 0) resolve(undefined);
			else {
				failed ||= status;
				stopAll();
				reject(new Error(name));
			}
		});
	});
}

/** Stops every running job (their process groups). */
function stopAll(signal = 'SIGTERM') {
	for (const child of running) {
		try {
			process.kill(-(child.pid ?? 0), signal);
		} catch {}
	}
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
	process.on(signal, () => {
		stopAll(signal);
		process.exit(130);
	});
}

/** Runs `names` one after the other. */
async function inOrder(...names) {
	for (const name of names) await run(name);
}

/** A job awaited later: its failure is handled where it is awaited (and has already stopped the rest). */
function later(promise) {
	promise.catch(() => {});
	return promise;
}

try {
	await run('check:messages');
	const unit = later(run('test:unit'));
	await inOrder('build', 'perf:check', 'build:sub');
	const browser = later(run('test:browser:all', { live: true }));
	await unit;
	await inOrder('check:astro', 'check:types', 'check:code');
	await browser;
} catch {
	// The failing job's output and name are printed above.
}
console.log(`\nnpm test: ${((Date.now() - started) / 1000).toFixed(1)} s in all${failed ? `, FAILED (exit code ${failed})` : ''}.`);
for (const { name, seconds, code } of done) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${code === 0 ? '✔' : '✖'} ${name}`);
process.exit(failed);
