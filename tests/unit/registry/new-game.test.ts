/**
 * `npm run new-game -- <slug>` (scripts/new-game.mjs) in a temporary copy of what it reads (the
 * script and src/games.ts): it writes only the new game's folders and its entry in src/games.ts,
 * and what it writes is whole (every file a shared check reads). That the scaffolded game builds
 * and passes every shared check is checked apart, in a git worktree (docs/adding-a-game.md:
 * `npm run check:new-game`), since a build does not fit in a unit test.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');
const tmp = mkdtempSync(join(tmpdir(), 'new-game-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const walk = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
const snapshot = () => Object.fromEntries(walk(tmp).map((f) => [relative(tmp, f), readFileSync(f, 'utf8')]));

mkdirSync(join(tmp, 'src'), { recursive: true });
mkdirSync(join(tmp, 'scripts'), { recursive: true });
cpSync(join(root, 'src/games.ts'), join(tmp, 'src/games.ts'));
cpSync(join(root, 'scripts/new-game.mjs'), join(tmp, 'scripts/new-game.mjs'));
// A game's folder that exists already is left alone (an unrelated file in a shared folder, too).
mkdirSync(join(tmp, 'src/components/shared'), { recursive: true });
cpSync(join(root, 'src/machines/shared/guidedReplay.ts'), join(tmp, 'src/components/shared/guidedReplay.ts'));
const before = snapshot();
const run = (...args: string[]) => execFileSync(process.execPath, ['scripts/new-game.mjs', ...args], { cwd: tmp, encoding: 'utf8', stdio: 'pipe' });
run('tide-pools', '--name', 'Tide Pools', '--name-fr', 'Les Mares');
const after = snapshot();

const NEW_FOLDERS = [
	'src/machines/tide-pools/',
	'src/components/tide-pools/',
	'src/i18n/tide-pools/',
	'src/data/tide-pools/',
	'src/content/docs/fr/tide-pools/',
	'src/content/docs/en/tide-pools/',
	'tests/unit/tide-pools/',
	'tests/browser/tide-pools/',
];

describe('npm run new-game', () => {
	it('changes nothing outside the new game’s folders and src/games.ts', () => {
		const changed = Object.keys({ ...before, ...after }).filter((f) => before[f] !== after[f]);
		expect(changed.filter((f) => f !== 'src/games.ts' && !NEW_FOLDERS.some((d) => f.startsWith(d)))).toEqual([]);
		expect(changed).toContain('src/games.ts');
	});

	it('appends one entry to the registry and leaves the others as they were', () => {
		const old = before['src/games.ts']!;
		const now = after['src/games.ts']!;
		const end = '] as const satisfies readonly GameEntry[];';
		expect(now.startsWith(old.slice(0, old.indexOf(end)))).toBe(true);
		expect(now.endsWith(old.slice(old.indexOf(end)))).toBe(true);
		const entry = now.slice(old.indexOf(end), now.indexOf(end));
		expect(entry).toContain("slug: 'tide-pools'");
		expect(entry).toContain("name: { fr: 'Les Mares', en: 'Tide Pools' }");
		expect(entry).toContain("chapters: ['', 'start-here', 'rules', 'rulings', 'teach', 'at-the-table']");
		expect(entry).toContain("exportName: 'TIDE_POOLS_RULINGS_SET'");
	});

	it('writes every file the shared checks read, each chapter’s page in both languages', () => {
		const written = Object.keys(after).filter((f) => !(f in before));
		for (const f of [
			'src/machines/tide-pools/keys.ts',
			'src/machines/tide-pools/track.machine.ts',
			'src/machines/tide-pools/examples/track.ts',
			'src/components/tide-pools/frames.ts',
			'src/components/tide-pools/TrackWidget.tsx',
			'src/i18n/tide-pools/messages.ts',
			'src/i18n/tide-pools/params.ts',
			'src/data/tide-pools/players.ts',
			'src/data/tide-pools/glossary.ts',
			'src/data/tide-pools/readings.ts',
			'src/data/tide-pools/rulings.ts',
			'tests/unit/tide-pools/rules.test.ts',
			'tests/unit/tide-pools/lookupQuestions.ts',
			'tests/browser/tide-pools/questions.mjs',
		])
			expect(written).toContain(f);
		for (const lang of ['fr', 'en'])
			for (const page of ['index', 'start-here', 'rules', 'rulings', 'teach', 'at-the-table'])
				expect(written).toContain(`src/content/docs/${lang}/tide-pools/${page}.mdx`);
		expect(after['src/components/tide-pools/frames.ts']).toContain('export const GUIDED');
		expect(after['src/content/docs/fr/tide-pools/rules.mdx']).toContain('<EmbeddedStrings game="tide-pools" lang="fr" />');
	});

	it('refuses an existing game, and a slug that is not a URL segment, changing nothing', () => {
		const now = snapshot();
		expect(() => run('tide-pools')).toThrow();
		expect(() => run('Tide Pools')).toThrow();
		expect(snapshot()).toEqual(now);
	});
});
