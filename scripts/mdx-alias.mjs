/**
 * `node scripts/mdx-alias.mjs` — rewrites the imports of every MDX page under src/content/docs from
 * relative paths into src/ ('../../../../components/wildlife/TurnWidget') to the `~/` alias
 * ('~/components/wildlife/TurnWidget'), declared in tsconfig.json (`paths`, which Astro and Vite
 * follow). Only specifiers that start with ./ or ../ and resolve inside src/ change; run it again
 * after merging a branch that adds pages: it is idempotent and prints what it changed.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const src = join(root, 'src');
const docs = join(src, 'content', 'docs');

/** @param {string} dir @returns {string[]} */
function mdxFiles(dir) {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return mdxFiles(path);
		return name.endsWith('.mdx') ? [path] : [];
	});
}

// `import X from '…'`, `import { a, b } from "…"`, `import '…'` at the start of a line (MDX's ESM).
const IMPORT = /^(import\s+(?:[^'";]*?\s+from\s+)?)(['"])(\.{1,2}\/[^'"]+)\2/gm;

let changed = 0;
for (const file of mdxFiles(docs)) {
	const text = readFileSync(file, 'utf8');
	const next = text.replace(IMPORT, (whole, head, quote, spec) => {
		const target = resolve(dirname(file), spec);
		if (!target.startsWith(src + sep)) return whole;
		return `${head}${quote}~/${relative(src, target).split(sep).join('/')}${quote}`;
	});
	if (next !== text) {
		writeFileSync(file, next);
		changed++;
		console.log(`rewrote ${relative(root, file)}`);
	}
}
console.log(`${changed} MDX page(s) rewritten.`);
