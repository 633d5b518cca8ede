// The import rules of src/ are dependency-cruiser's (.dependency-cruiser.cjs, run by `npm run
// lint:structure` in `npm run check`), and unused files, exports and dependencies are knip's
// (knip.jsonc). Here: the rules themselves, run on small made-up modules, so that a change to the
// configuration cannot quietly stop catching what it is there for; and the size limits no tool has.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as IConfiguration;

/** The violations the project's rules find in these modules (path → source), as `rule: from → to`. */
const dirs: string[] = [];
async function violations(files: Record<string, string>): Promise<string[]> {
	const dir = mkdtempSync(join(tmpdir(), 'structure-rules-'));
	dirs.push(dir);
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(dirname(join(dir, path)), { recursive: true });
		writeFileSync(join(dir, path), text);
	}
	const { tsConfig: _projectTsConfig, ...options } = config.options ?? {};
	const { output } = await cruise(['src'], { ...options, baseDir: dir, validate: true, ruleSet: { forbidden: config.forbidden ?? [] } });
	return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name} (${v.rule.severity}): ${v.from} → ${v.to}`).sort();
}
afterAll(() => {
	for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('import rules (.dependency-cruiser.cjs)', { timeout: 60_000 }, () => {
	it('a cycle through static, re-export, side-effect or dynamic imports is an error', async () => {
		expect(
			await violations({
				// A widget that loads its try-it lazily, which imports the widget back.
				'src/components/g/Widget.tsx': "export const Widget = () => import('./Try');\n",
				'src/components/g/Try.tsx': "import { Widget } from './Widget';\nexport const Try = Widget;\n",
				'src/machines/g/a.ts': "export { b } from './b';\nexport const a = 1;\n",
				'src/machines/g/b.ts': "import './c';\nexport const b = 2;\n",
				'src/machines/g/c.ts': "import { a } from './a';\nexport const c = a;\n",
			}),
		).toEqual([
			'no-circular (error): src/components/g/Try.tsx → src/components/g/Widget.tsx',
			'no-circular (error): src/machines/g/a.ts → src/machines/g/b.ts',
		]);
	});

	it('a cycle closed by a type-only import is reported apart, as a warning; no cycle, no report', async () => {
		expect(
			await violations({
				'src/machines/g/keys.ts': "import type { Step } from './steps';\nexport type Key = 'a' | Step;\n",
				'src/machines/g/steps.ts': "import { type Key } from './keys';\nexport type Step = 'b';\nexport const first: Key = 'a';\n",
				'src/machines/g/rules.ts': "import { first } from './steps';\nexport const rule = first;\n",
				// Every name marked `type`: erased like `import type`.
				'src/machines/g/x.ts': "import { type Y } from './y';\nexport type X = Y;\nexport const x = 1;\n",
				'src/machines/g/y.ts': "import { x } from './x';\nexport type Y = number;\nexport const y = x;\n",
			}),
		).toEqual([
			'no-circular-type-only (warn): src/machines/g/keys.ts → src/machines/g/steps.ts',
			'no-circular-type-only (warn): src/machines/g/x.ts → src/machines/g/y.ts',
		]);
	});

	it('rules import no widget and no message text (a type is fine); a widget folder, no other game', async () => {
		expect(
			await violations({
				'src/components/g/Widget.tsx':
					"import { h } from '../h/Board';\nimport { s } from '../shared/Stage';\nimport { r } from '../../machines/g/r';\nexport const w = [h, s, r];\n",
				'src/components/g/Other.tsx': "import { x } from '../../machines/h/x';\nexport const o = x;\n",
				'src/components/h/Board.tsx': 'export const h = 1;\n',
				'src/components/shared/Stage.tsx': 'export const s = 1;\n',
				'src/machines/h/x.ts': 'export const x = 1;\n',
				'src/machines/g/r.ts': "import type { Params } from '../../i18n/params';\nexport const r: Params = 1;\n",
				'src/machines/g/bad.ts':
					"import { s } from '../../components/shared/Stage';\nimport { words } from '../../i18n/words';\nexport const bad = [s, words];\n",
				'src/i18n/params.ts': 'export type Params = number;\n',
				'src/i18n/words.ts': "export const words = 'w';\n",
			}),
		).toEqual([
			'one-game-per-widget-folder (error): src/components/g/Other.tsx → src/machines/h/x.ts',
			'one-game-per-widget-folder (error): src/components/g/Widget.tsx → src/components/h/Board.tsx',
			'rules-without-ui (error): src/machines/g/bad.ts → src/components/shared/Stage.tsx',
			'rules-without-ui (error): src/machines/g/bad.ts → src/i18n/words.ts',
		]);
	});

	it('only a *.machine.ts file (or the shared replay helpers) imports XState', async () => {
		expect(
			await violations({
				'node_modules/xstate/package.json': '{ "name": "xstate", "main": "index.js" }',
				'node_modules/xstate/index.js': 'exports.setup = () => {};\n',
				'src/machines/g/turn.machine.ts': "import { setup } from 'xstate';\nexport const m = setup;\n",
				'src/machines/shared/replay.ts': "import { setup } from 'xstate';\nexport const r = setup;\n",
				'src/machines/g/turn.ts': "import { setup } from 'xstate';\nexport const t = setup;\n",
			}),
		).toEqual(['pure-rules-without-xstate (error): src/machines/g/turn.ts → node_modules/xstate/index.js']);
	});
});

describe('rules files', () => {
	const files = (dir: string): string[] =>
		readdirSync(dir).flatMap((name) => {
			const path = join(dir, name);
			return statSync(path).isDirectory() ? files(path) : name.endsWith('.ts') ? [path] : [];
		});
	it('none in src/machines is over 400 lines (split by concern)', () => {
		const long = files(join(root, 'src/machines'))
			.map((f) => [relative(root, f), readFileSync(f, 'utf8').split('\n').length] as const)
			.filter(([, n]) => n > 400);
		expect(long).toEqual([]);
	});
	it('no component in src/components is over 300 lines (hooks and parts files instead)', () => {
		const all = (dir: string): string[] =>
			readdirSync(dir).flatMap((name) => {
				const path = join(dir, name);
				return statSync(path).isDirectory() ? all(path) : /\.(tsx|astro)$/.test(name) ? [path] : [];
			});
		const long = all(join(root, 'src/components'))
			.map((f) => [relative(root, f), readFileSync(f, 'utf8').split('\n').length] as const)
			.filter(([, n]) => n > 300);
		expect(long).toEqual([]);
	});
});
