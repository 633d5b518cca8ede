/**
 * Applies the site's typography (src/i18n/typography.mjs, Typograf) in place to message sources
 * (one `'key': 'text',` per line under `fr: {` / `en: {`) and data (`fr: 'text',` / `en: 'text',`
 * lines, as in src/data/<game>/rulings.ts). By default: every part file of src/i18n (the shared
 * ones and every game's) and every data file of every game of the registry (src/games.ts,
 * src/data/<slug>/*.ts); or the files given. Run after adding messages or rulings:
 * `npm exec -- node scripts/typography-messages.mjs [files…]`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { GAMES } from '../src/games.ts';
import { typo } from '../src/i18n/typography.mjs';
/** @type {number} */
let changed = 0;
/** @param {string} dir */
const tsFiles = (dir) =>
	existsSync(dir)
		? readdirSync(dir)
				.filter((f) => f.endsWith('.ts'))
				.map((f) => `${dir}/${f}`)
		: [];
const files =
	process.argv.length > 2
		? process.argv.slice(2)
		: [
				...readdirSync('src/i18n', { withFileTypes: true })
					.filter((d) => d.isDirectory())
					.flatMap((d) => tsFiles(`src/i18n/${d.name}`)),
				...GAMES.flatMap((g) => tsFiles(`src/data/${g.slug}`)),
			];
for (const f of files) {
	let lang = null;
	const lines = readFileSync(f, 'utf8')
		.split('\n')
		.map((line) => {
			if (/^\tfr: \{/.test(line)) lang = 'fr';
			if (/^\ten: \{/.test(line)) lang = 'en';
			// `'key': 'text',` under `fr: {` / `en: {` (messages), or `fr: 'text',` / `en: 'text',` (data)
			const d = /^(\s+(fr|en): ')(.*)(',?)$/.exec(line);
			if (d && !d[3].includes("'")) {
				const v = typo(d[3], /** @type {'fr' | 'en'} */ (d[2]));
				if (v !== d[3]) changed++;
				return d[1] + v + d[4];
			}
			const m = /^(\t\t'[^']+': ')(.*)(',)$/.exec(line);
			if (!m || !lang) return line;
			const v = typo(m[2], lang);
			if (v !== m[2]) changed++;
			return m[1] + v + m[3];
		});
	writeFileSync(f, lines.join('\n'));
}
console.log(`${files.length} files, ${changed} lines changed`);
