/**
 * Writes src/i18n/generated/params.ts: the parameters of every message, read from its ICU source in
 * both languages, as TypeScript types (issue 27, "Typed parameters"). The translators
 * (src/i18n/format.ts `Translator`) take them, so a missing, misspelt or extra parameter, or a
 * string where a number goes, fails `npm run check` at the call that passes it.
 *
 * What a message's use of a parameter says of its type:
 * - `{n, plural, …}`, `{n, selectordinal, …}` → `number`;
 * - `{player_of}`, `{player_gender}`, … (a form of a noun, src/i18n/format.ts) → `Noun`;
 * - `{kind, select, a {…} b {…}}` with no `other` → `'a' | 'b'`; with `other` → `string | number`;
 * - a plain `{x}` → `Param` (text, a number or a noun).
 * A parameter used in one language only is still required: both languages get the same params.
 *
 * `npm run check` runs it with `--check` first: the committed file must be what the sources give
 * (tests/unit/shared/message-types.test.ts checks the same in `npm test`).
 * Usage: node scripts/message-types.mjs [--check]
 */
import { readFileSync, writeFileSync, mkdirSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@messageformat/parser';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const OUT = join(ROOT, 'src/i18n/generated/params.ts');
const FORMS = /^(.+)_(the|of|to|gender|number|elision|id)$/;

/** Loads every game's PARTS and the shared parts (TypeScript, bundled by esbuild into one module). */
async function loadParts() {
	const games = readdirSync(join(ROOT, 'src/i18n')).filter((d) => existsSync(join(ROOT, 'src/i18n', d, 'messages.ts')));
	const lines = games.map((g, i) => `export { PARTS as g${i} } from './src/i18n/${g}/messages.ts';`);
	lines.push(`export { SHARED_PARTS as shared } from './src/i18n/shared/parts.ts';`);
	const out = await build({
		stdin: { contents: lines.join('\n'), resolveDir: ROOT, loader: 'ts', sourcefile: 'message-types-entry.ts' },
		bundle: true,
		write: false,
		format: 'esm',
		platform: 'node',
		logLevel: 'silent',
		define: { 'import.meta.env.SSR': 'true' },
	});
	const mod = await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`);
	const owners = Object.fromEntries(games.map((g, i) => [g, mod[`g${i}`]]));
	owners.shared = mod.shared;
	return owners;
}

/** What one message's ICU source says of each parameter it reads. */
function usesOf(source, uses = new Map()) {
	const note = (name, use) => {
		if (!uses.has(name)) uses.set(name, []);
		uses.get(name).push(use);
	};
	const walk = (tokens) => {
		for (const t of tokens) {
			if (t.type === 'argument' || t.type === 'function') {
				const m = FORMS.exec(t.arg);
				note(m ? m[1] : t.arg, m ? { kind: 'noun' } : { kind: 'plain' });
			} else if (t.type === 'plural' || t.type === 'selectordinal') {
				note(t.arg, { kind: 'number' });
				for (const c of t.cases) walk(c.tokens);
			} else if (t.type === 'select') {
				const m = FORMS.exec(t.arg);
				if (m) note(m[1], { kind: 'noun' });
				else note(t.arg, { kind: 'select', keys: t.cases.map((c) => c.key) });
				for (const c of t.cases) walk(c.tokens);
			}
		}
	};
	walk(parse(source, { strict: false }));
	return uses;
}

/** One parameter's type, from all its uses in both languages. */
function typeOf(key, name, uses) {
	const kinds = new Set(uses.map((u) => u.kind));
	if (kinds.has('number') && kinds.has('noun')) throw new Error(`Message "${key}": {${name}} is a number in one place and a noun in another`);
	if (kinds.has('number')) return 'number';
	if (kinds.has('noun')) return 'Noun';
	const selects = uses.filter((u) => u.kind === 'select');
	if (selects.length) {
		if (selects.some((s) => s.keys.includes('other'))) return 'string | number';
		const keys = [...new Set(selects.flatMap((s) => s.keys))].sort();
		return keys.map((k) => (/^=?\d+$/.test(k) ? k.replace('=', '') : JSON.stringify(k))).join(' | ');
	}
	return 'Param';
}

const quote = (s) => JSON.stringify(s);

/** The generated file's text. */
export async function generate() {
	const owners = await loadParts();
	let body = '';
	for (const [owner, parts] of Object.entries(owners).sort(([a], [b]) => a.localeCompare(b))) {
		const byKey = new Map();
		for (const part of parts)
			for (const lang of ['fr', 'en'])
				for (const [key, value] of Object.entries(part[lang])) {
					if (typeof value !== 'string') continue;
					byKey.set(key, usesOf(value, byKey.get(key)));
				}
		body += `\t${quote(owner)}: {\n`;
		for (const key of [...byKey.keys()].sort()) {
			const uses = byKey.get(key);
			const fields = [...uses.keys()].sort().map((name) => `${/^\w+$/.test(name) ? name : quote(name)}: ${typeOf(key, name, uses.get(name))}`);
			body += `\t\t${quote(key)}: ${fields.length ? `{ ${fields.join('; ')} }` : 'NoParams'};\n`;
		}
		body += '\t};\n';
	}
	return `// Generated by scripts/message-types.mjs from the messages' ICU sources: do not edit (npm run check regenerates it).
import type { Noun, Param } from '../format';

/** A message without parameters. */
// biome-ignore lint/complexity/noBannedTypes: no params at all (keyof is never)
export type NoParams = {};

/** Each owner's messages (a game's slug, or \`shared\`), each message's parameters. */
export interface MessageParams {
${body}}
`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const text = await generate();
	const old = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
	if (process.argv.includes('--check') && old !== text) {
		console.error(`${OUT} is out of date: run node scripts/message-types.mjs (npm run check does).`);
		process.exit(1);
	}
	if (old !== text) {
		mkdirSync(dirname(OUT), { recursive: true });
		writeFileSync(OUT, text);
		console.log(`message-types: wrote ${OUT}`);
	}
}
