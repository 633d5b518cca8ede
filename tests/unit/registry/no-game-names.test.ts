/**
 * A game is its folders and its registry entry: no shared file names a game (its slug, or its name
 * in either language, from the registry, so a new game is covered the day it is added). Comments
 * are not read (an example path in a doc comment teaches, it decides nothing); code and strings are.
 * Each exception below says why it may name a game.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/games';

const root = join(__dirname, '../../..');

/**
 * Shared code: the kit, the site's shell, and every test and script outside a game's folder (a
 * file under a folder named after a game, at any depth of tests/ or scripts/, is that game's).
 */
const SHARED = [
	'src/components/shared',
	'src/components/home',
	'src/components/starlight',
	'src/i18n/shared',
	'src/machines/shared',
	'src/nav',
	'src/pages',
	'src/offline',
	'src/styles',
	'src/*.ts',
	'src/i18n/*',
	'src/data/*',
	'astro.config.mjs',
	'tests',
	'scripts',
];
const SLUGS = new Set(GAMES.map((g) => g.slug));
/** Under tests/ or scripts/, inside a folder named after a game. */
const inGameFolder = (rel: string) =>
	/^(tests|scripts)\//.test(rel) &&
	rel
		.split('/')
		.slice(0, -1)
		.some((dir) => SLUGS.has(dir as never));

/** path → why it may name a game. */
const ALLOWED: Record<string, string> = {
	'src/games.ts': 'the registry itself: each game’s entry',
	'tests/unit/registry/games.test.ts': 'checks one registry entry’s own data (a game’s different French name)',
	// Left to other scopes this round, each to become generic there:
	'tests/browser/pages.test.mjs': 'the page walk: one game’s home as its sample of the phone menu without JavaScript',
	'tests/browser/run.mjs': 'the runner’s longest-first order names test files, one of them in a game’s folder',
	'tests/browser/stage-links.test.mjs': 'stage browser test (issue 20 scope): one teacher’s page as its sample',
	'tests/browser/rulings.test.mjs': 'one game’s rulings page as the sample for what every rulings page shares (its hint test is per game already)',
	'tests/types/message-keys.ts': 'type test: the typed t() is proved against one real game’s message keys and rule names',
	'tests/types/message-params.ts': 'type test: the typed t() is proved against two real games’ message parameters',
	// Browser files outside a game's folder (issue 31: not edited in the unit scope; each to move or become generic):
	'tests/browser/night/offline.test.mjs': 'offline test: one game’s home as its sample of a saved pack',
	'tests/browser/night/storage.test.mjs': 'storage test: one game’s pack key as its sample of another site’s record',
	'tests/browser/path/landscape-menu.test.mjs': 'landscape menu test: one game’s chapters as its sample',
	'tests/browser/path/navigation.test.mjs': 'navigation walk: one game’s learner’s path and each game’s home as samples',
	'tests/browser/path/lookup.test.mjs':
		'look-up test: what the filter and search do around the answers (whole words, accents, the way forward), on one game’s pages as the sample (each game’s questions are in its folder)',
	'tests/browser/widgets/boards.test.mjs': 'one game’s widget test in a shared folder, to move to that game’s folder',
	'scripts/shoot-stage.mjs': 'a screenshot script: its shots are examples, not logic',
	'scripts/cp-icons.mjs': 'writes one game’s icon CSS into that game’s folder (a per-game generator kept in scripts/)',
};

const glob = (pattern: string): string[] => {
	if (pattern.endsWith('/*')) {
		const dir = join(root, pattern.slice(0, -2));
		return readdirSync(dir)
			.filter((f) => statSync(join(dir, f)).isFile())
			.map((f) => join(dir, f));
	}
	if (pattern.endsWith('*.ts')) {
		const dir = join(root, pattern.slice(0, -5));
		return readdirSync(dir)
			.filter((f) => f.endsWith('.ts'))
			.map((f) => join(dir, f));
	}
	const p = join(root, pattern);
	if (!existsSync(p)) return [];
	if (statSync(p).isFile()) return [p];
	return readdirSync(p).flatMap((f) => (statSync(join(p, f)).isDirectory() ? glob(join(pattern, f)) : [join(p, f)]));
};

/** The text without comments (JS/TS block and line comments, HTML/MDX comments). Strings stay. */
export function code(text: string): string {
	return text
		.replace(/<!--[\s\S]*?-->/g, '')
		.replace(/\/\*[\s\S]*?\*\//g, '')
		.replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const names = [...new Set(GAMES.flatMap((g) => [g.slug, g.name.fr, g.name.en]))];
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAMED = new RegExp(`(?<![\\w-])(${names.map(esc).join('|')})(?![\\w-])`, 'gi');

describe('no shared file names a game', () => {
	it('the check finds a slug or a name in code, not in comments', () => {
		expect(code("const a = 'x'; // wildlife\n/* Planet */ const b = 'y';").match(NAMED)).toBeNull();
		expect(`go('/en/${GAMES[0]!.slug}/')`.match(NAMED)).not.toBeNull();
		expect('wildlifex planet-like'.match(NAMED)).toBeNull();
	});

	const files = [...new Set(SHARED.flatMap(glob))].filter((f) => /\.(ts|tsx|mts|mjs|js|astro|css|json)$/.test(f) && !inGameFolder(relative(root, f)));
	it('reads the shared files, every test and script outside a game’s folder among them', () => {
		expect(files.length).toBeGreaterThan(50);
		const rels = files.map((f) => relative(root, f));
		for (const dir of ['tests/unit/shared/', 'tests/unit/registry/', 'tests/machines/shared/', 'tests/browser/', 'tests/types/', 'scripts/'])
			expect(
				rels.some((r) => r.startsWith(dir)),
				dir,
			).toBe(true);
		expect(
			rels.some((r) => /^tests\/unit\/[^/]+\.test\.ts$/.test(r) || /^tests\/browser\/[^/]+\/[^/]+\.mjs$/.test(r)),
			'files below the top level',
		).toBe(true);
		expect(inGameFolder(`tests/browser/${GAMES[0]!.slug}/x.test.mjs`)).toBe(true);
		expect(inGameFolder(`tests/unit/shared/${GAMES[0]!.slug}.ts`)).toBe(false);
	});

	it('finds no game named outside the allowed exceptions', () => {
		const found = files.flatMap((f) => {
			const rel = relative(root, f);
			if (ALLOWED[rel]) return [];
			const hits = [...new Set(code(readFileSync(f, 'utf8')).match(NAMED) ?? [])];
			return hits.length ? [`${rel}: ${hits.join(', ')}`] : [];
		});
		expect(found).toEqual([]);
	});

	it('every exception still exists and names a game (remove it once the file is generic or moved)', () => {
		const stale = Object.keys(ALLOWED).filter(
			(rel) => !existsSync(join(root, rel)) || !(code(readFileSync(join(root, rel), 'utf8')).match(NAMED) ?? []).length,
		);
		expect(stale).toEqual([]);
	});
});
