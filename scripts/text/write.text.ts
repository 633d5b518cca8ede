/**
 * `npm run text` (issue 27 item 3): the proofreading corpus as plain text, what a native editor
 * reads. Per language a folder (`fr/`, `en/`), per game a file (`<out>/fr/planet.txt`; `site.txt`
 * for the home pages), one reader-facing text per line exactly as shown, each once, in a fixed
 * order: the pages' titles and descriptions, every walkthrough step, the try-it refusals, the
 * self-check sets. Written under `$TEXT_OUT` (default `text-corpus/`). The corpus test
 * (tests/unit/shared/corpus.test.ts) builds the same corpus and checks every line.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { buildCorpus } from '../../tests/unit/shared/corpus';

it('writes the proofreading corpus', async () => {
	const out = resolve(process.env.TEXT_OUT || 'text-corpus');
	const corpus = await buildCorpus();
	const summary: string[] = [];
	for (const [key, lines] of corpus) {
		const [game, lang] = key.split('/') as [string, string];
		const dir = join(out, lang);
		mkdirSync(dir, { recursive: true });
		const file = join(dir, `${game}.txt`);
		rmSync(file, { force: true });
		writeFileSync(file, `${lines.map((l) => l.text.replace(/\s*\n\s*/g, ' ')).join('\n')}\n`);
		summary.push(`  ${lang}/${game}.txt: ${lines.length} lines`);
	}
	console.log(`Proofreading corpus written to ${out}:\n${summary.join('\n')}`);
	expect(corpus.size).toBeGreaterThan(0);
}, 120_000);
