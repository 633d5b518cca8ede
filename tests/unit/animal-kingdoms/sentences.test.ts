/**
 * Every Animal Kingdoms sentence a reader reaches in a walkthrough, and 100 self-check sets, in both
 * languages, rendered with the params the code really passes (the widgets' own wording glue), then
 * checked for the editors' broken shapes (issue 27): NaN or a raw {param} / [key], "a 8", « si il »,
 * a capital after a mid-sentence colon (names excepted), nested brackets, two colons in a clause.
 */
import { describe, expect, it } from 'vitest';
import { btParams } from '../../../src/components/animal-kingdoms/btWords';
import { eoaParams } from '../../../src/components/animal-kingdoms/eoaWords';
import { ageFrames, battleFrames, decreeFrames, endOfAgeFrames, soloFrames } from '../../../src/components/animal-kingdoms/frames';
import { botWhyParts } from '../../../src/components/animal-kingdoms/soloWords';
import { say } from '../../../src/components/shared/ReadyParts';
import { PLAYERS } from '../../../src/data/animal-kingdoms/players';
import { gameT } from '../../../src/i18n/messages';
import { LOCALES, type Locale } from '../../../src/i18n/paths';
import { ANIMAL_KINGDOMS_READY } from '../../../src/machines/animal-kingdoms/ready';
import { unpackFrames } from '../../../src/machines/shared/guided';
import { makeSet } from '../../../src/machines/shared/ready';
import { brokenShapes, type Shape } from '../shared/sentenceShapes';

function sentences(lang: Locale): string[] {
	const t = gameT('animal-kingdoms', lang);
	const out: string[] = [];
	const solo = unpackFrames(soloFrames());
	solo.forEach((f, i) => {
		const src = f.event ? f : (solo[i - 1] ?? f);
		const w = botWhyParts(t, src.snap.context.botTurn, src.before.context.bonus, src.snap.context.level);
		out.push(t.ref(f.narration, { why: `${w.first} ${w.bonus}`.trim(), first: w.first, bonus: w.bonus, ...f.params }));
	});
	for (const f of unpackFrames(endOfAgeFrames())) out.push(t.ref(f.narration, { ...eoaParams(t, f.snap.context), ...f.params }));
	for (const f of unpackFrames(battleFrames())) out.push(t.ref(f.narration, { ...btParams(t, f.snap.context.battle), ...f.params }));
	for (const f of unpackFrames(ageFrames())) out.push(t.ref(f.narration, f.params));
	for (const f of unpackFrames(decreeFrames())) out.push(t.ref(f.narration, f.params));
	const st = t as Parameters<typeof say>[0];
	for (let seed = 1; seed <= 100; seed++)
		for (const q of makeSet(ANIMAL_KINGDOMS_READY, seed)) out.push(say(st, q.prompt), ...q.reasons.map((r) => say(st, r)));
	return [...new Set(out)];
}

const NAMES = new Set<string>(Object.values(PLAYERS).map((p) => (typeof p.name === 'string' ? p.name : '')));
const SHAPES: Shape[] = brokenShapes(NAMES);

describe('Animal Kingdoms: every walkthrough sentence and 100 self-check sets, as shown', () => {
	for (const lang of LOCALES) {
		const all = sentences(lang);
		it.each(SHAPES.map(([name, test]) => [name, test] as const))(`${lang}: no %s`, (_name, test) => {
			expect(all.length).toBeGreaterThan(500);
			expect(all.filter(test).slice(0, 3)).toEqual([]);
		});
	}
});
