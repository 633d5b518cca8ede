/**
 * Applies the site's typography (src/i18n/typography.mjs, Typograf) to every message source in
 * src/i18n (one `'key': 'text',` per line), in place, or of the files given (also `fr: 'text',` /
 * `en: 'text',` lines, as in src/data/<game>/rulings.ts). Run after adding messages:
 * `npm exec -- node scripts/typography-messages.mjs [files…]`.
 */
import { readdirSync } from 'node:fs';
import { readFileSync, writeFileSync } from 'node:fs';
import { typo } from '../src/i18n/typography.mjs';
/** @type {number} */
let changed = 0;
// By default every part file: src/i18n/<game or shared>/*.ts.
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync('src/i18n', { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .flatMap((d) => readdirSync(`src/i18n/${d.name}`).filter((f) => f.endsWith('.ts')).map((f) => `src/i18n/${d.name}/${f}`));
for (const f of files) {
  let lang = null;
  const lines = readFileSync(f, 'utf8').split('\n').map((line) => {
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
console.log('changed', changed);
