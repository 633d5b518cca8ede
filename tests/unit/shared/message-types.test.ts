/**
 * The message parameters the type checker knows (src/i18n/generated/params.ts) are those the
 * messages' ICU sources read now: a message edited without `npm run check` (which regenerates the
 * file) fails here, in `npm test`, instead of leaving the types behind the text.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generate, OUT } from '../../../scripts/message-types.mjs';

it('src/i18n/generated/params.ts is what the messages give (run `npm run check` to regenerate it)', async () => {
	const text: string = await generate();
	expect(readFileSync(OUT, 'utf8') === text, 'params.ts is out of date: run `npm run check`').toBe(true);
});

it('the generated types read each param by its use in the ICU source', async () => {
	const text: string = await generate();
	// Planet's award reason: a plural `value` (the param the code once misspelt `score`), a player noun, a select `kind`.
	expect(text).toContain('"rd.award.score": { kind: string | number; player: Param; value: number };');
	// A noun whose forms a sentence inserts ({area_of}…) must be passed as a Noun.
	expect(text).toMatch(/"small\.try\.notFull": \{ area: Noun; free: number; player: (Param|Noun) \};/);
	// A message without params takes none.
	expect(text).toContain('"setup.title": NoParams;');
});
