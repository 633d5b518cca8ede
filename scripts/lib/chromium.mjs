/**
 * Debian's Chromium for the scripts and the browser tests: one path, one set of flags, one launcher.
 * No browser is downloaded (`sudo apt-get install chromium`; CHROME_PATH points elsewhere).
 *
 * - `CHROMIUM_PATH`: CHROME_PATH, else /usr/bin/chromium (screenshots, Lighthouse).
 * - `TEST_CHROMIUM_PATH`: what the browser tests drive: CHROME_PATH, else Debian's
 *   chromium-headless-shell when it is installed, else CHROMIUM_PATH. The shell is the same
 *   Chromium build (same version, same Blink and V8) without the desktop browser's layer around
 *   the page; on the full browser suite it used 1,189 s of CPU against 1,705 s for /usr/bin/chromium,
 *   with every test passing (29 Nov, docs/choices.md).
 * - `CHROMIUM_ARGS`: the flags every launch uses (no sandbox, no GPU, no QUIC, nothing in the background).
 * - `TEST_CHROMIUM_ARGS`: the browser tests' flags: those, and V8 kept to its first two tiers
 *   (`--js-flags=--max-opt=1`: the Ignition interpreter and the Sparkplug baseline compiler, not
 *   Maglev or TurboFan). A test's page lives a few seconds, and the optimising compilers spend more
 *   CPU on it than they save: on 29 Nov the page walk used 173 s of Chromium CPU instead of 208 s
 *   (axe is most of it), a stage subset 22 s instead of 25 s, with every test passing; Ignition
 *   alone (`--max-opt=0`) was slower again (177 s). A script does the same at every tier, and how
 *   fast it runs is not what the tests check: `npm run perf` (Lighthouse) and the screenshots keep
 *   V8's default.
 * - `launchChromium(options)`: a headless Playwright Browser with those (`options` are
 *   `chromium.launch`'s; `args` are added to the flags); throws, saying how to install it, if
 *   Chromium is missing. Used by scripts/shoot*.mjs; tests/browser/lib.mjs re-exports the path
 *   and flags; scripts/perf.mjs passes them to chrome-launcher for Lighthouse.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
/** Debian's package `chromium-headless-shell` (`apt-get install chromium-headless-shell`). */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';
export const TEST_CHROMIUM_PATH = process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);
export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--max-opt=1'];

/**
 * @param {import('playwright-core').LaunchOptions} [options]
 * @returns {Promise<import('playwright-core').Browser>}
 */
export function launchChromium({ args = [], ...options } = {}) {
	if (!existsSync(CHROMIUM_PATH)) {
		throw new Error(`Chromium not found at ${CHROMIUM_PATH}: sudo apt-get install chromium (or set CHROME_PATH)`);
	}
	return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, ...options, args: [...CHROMIUM_ARGS, ...args] });
}
