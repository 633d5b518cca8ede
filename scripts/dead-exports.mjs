/**
 * `node scripts/dead-exports.mjs` — lists the exports of src/ (TypeScript modules) that no other
 * file uses: an export counts as used when a file of src/, tests/, scripts/ or the config imports
 * its module (by a relative path or the `~/` alias, from TypeScript, JavaScript, Astro or MDX) and
 * names it, or imports the module whole (`import * as`, `export *`, a dynamic import), or loads it
 * with `import.meta.glob` (the named `import:`, or all of it). Default exports, and the names Astro
 * reads from its own files (onRequest, getStaticPaths, GET, collections), count as used.
 *
 * Dead: an export nobody imports and its own module never uses either (dead code). Exits 1 when
 * there is any. `--all` also lists the exports only their own module uses (`export` could go).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { projectRoot as root } from './lib/static-server.mjs';

const CODE = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const ALL = [...CODE, '.astro', '.mdx'];

/** @param {string} dir @returns {string[]} */
function walk(dir) {
	return readdirSync(dir).flatMap((name) => {
		if (name === 'node_modules' || name.startsWith('.')) return [];
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return walk(path);
		return ALL.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts') ? [path] : [];
	});
}

/** @param {string} from @param {string} spec */
function resolveSpec(from, spec) {
	let base;
	if (spec.startsWith('~/')) base = join(root, 'src', spec.slice(2));
	else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
	else return undefined;
	const candidates = [base, ...CODE.map((e) => base + e), ...CODE.map((e) => base.replace(/\.js$/, e)), ...CODE.map((e) => join(base, `index${e}`))];
	return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** Exported names of a module (TypeScript's parser). @param {string} file */
function exportsOf(file) {
	const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
	/** @type {string[]} */
	const names = [];
	for (const st of source.statements) {
		const mods = ts.canHaveModifiers(st) ? ts.getModifiers(st) : undefined;
		const exported = mods?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
		const isDefault = mods?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
		if (!exported || isDefault) continue;
		if (ts.isVariableStatement(st)) for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push(d.name.text);
		if (
			(ts.isFunctionDeclaration(st) ||
				ts.isClassDeclaration(st) ||
				ts.isInterfaceDeclaration(st) ||
				ts.isTypeAliasDeclaration(st) ||
				ts.isEnumDeclaration(st)) &&
			st.name
		)
			names.push(st.name.text);
	}
	return names;
}

const IMPORT = /(?:import|export)\s*(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

// import.meta.glob(pattern, { import: 'NAME' }): the files it loads and the name it takes.
const GLOB = /import\.meta\.glob(?:<[^>]*>)?\(\s*['"]([^'"]+)['"]\s*(?:,\s*\{([^}]*)\})?/g;
/** Names Astro itself reads from pages, middleware and the content config. */
// GUIDED: each game's frames.ts list, read by the shared tests through the registry (a dynamic import by slug).
const FRAMEWORK = new Set(['onRequest', 'getStaticPaths', 'GET', 'collections', 'GUIDED']);
/** Compile-time checks: constants whose type is the check (a missing message fails `npm run check`). */
const CHECKS = new Set(['ENGINE_KEYS_EXIST']);

/** @param {string} from @param {string} pattern @returns {RegExp} */
function globRegExp(from, pattern) {
	const abs = pattern.startsWith('/') ? join(root, pattern) : resolve(dirname(from), pattern);
	const body = abs
		.replace(/[.+^${}()|[\]\\]/g, '\\$&')
		.replace(/\*\*\//g, '(?:.*/)?')
		.replace(/\*/g, '[^/]*');
	return new RegExp(`^${body}$`);
}

const files = [...walk(join(root, 'src')), ...walk(join(root, 'tests')), ...walk(join(root, 'scripts')), join(root, 'astro.config.mjs')];
/** @type {Map<string, Set<string>>} module → names used by other files ('*' = all) */
const used = new Map();
for (const file of files) {
	const text = readFileSync(file, 'utf8');
	for (const g of text.matchAll(GLOB)) {
		const re = globRegExp(file, g[1]);
		const named = g[2]?.match(/import:\s*['"](\w+)['"]/)?.[1];
		for (const target of files.filter((f) => re.test(f))) {
			const set = used.get(target) ?? new Set();
			used.set(target, set);
			set.add(named ?? '*');
		}
	}
	for (const m of text.matchAll(IMPORT)) {
		const spec = m[3] ?? m[4];
		if (!spec) continue;
		const target = resolveSpec(file, spec);
		if (!target || target === file) continue;
		const set = used.get(target) ?? new Set();
		used.set(target, set);
		const clause = m[2] ?? '';
		if (m[4] || clause.includes('*')) set.add('*');
		const braces = clause.match(/\{([^}]*)\}/);
		if (braces)
			for (const part of braces[1].split(',')) {
				const name = part
					.trim()
					.replace(/^type\s+/, '')
					.split(/\s+as\s+/)[0]
					?.trim();
				if (name) set.add(name);
			}
	}
}

const all = process.argv.includes('--all');
/** @type {string[]} */
const dead = [];
/** @type {string[]} */
const internal = [];
for (const file of walk(join(root, 'src')).filter((f) => CODE.some((e) => f.endsWith(e)))) {
	const set = used.get(file) ?? new Set();
	if (set.has('*')) continue;
	const text = readFileSync(file, 'utf8');
	for (const name of exportsOf(file)) {
		if (set.has(name) || FRAMEWORK.has(name) || CHECKS.has(name)) continue;
		// Used inside its own module only: the export could go, the declaration is not dead.
		const inside = (text.match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length > 1;
		(inside ? internal : dead).push(`${relative(root, file)}: ${name}`);
	}
}
if (all) for (const d of internal) console.log(`${d} (only its module uses it)`);
for (const d of dead) console.log(d);
console.log(dead.length ? `${dead.length} dead export(s): nobody imports them and their module does not use them.` : 'No dead export in src/.');
process.exit(dead.length ? 1 : 0);
