/**
 * Every Planet sentence a reader reaches in a walkthrough (planet, award, end, stacks for 2–4
 * players), and 100 self-check sets, in both languages, rendered with the params the code really
 * passes (the widgets' own wording glue), then checked for the editors' broken shapes (issue 27):
 * NaN or a raw {param} / [key], "a 8", « si il », a capital after a mid-sentence colon (names and
 * round labels excepted), nested brackets, two colons in a clause, « de 1 parcelle » / "of 1 area".
 */
import { describe, expect, it } from 'vitest';
import { stepText as awardStep } from '../../../src/components/planet/awardParts';
import { stepText as endStep } from '../../../src/components/planet/endParts';
import { awardFrames, endFrames, planetFrames, stacksFrames } from '../../../src/components/planet/frames';
import { planetParams } from '../../../src/components/planet/planetParts';
import { stepText as stacksStep } from '../../../src/components/planet/StacksWidget';
import { say } from '../../../src/components/shared/ReadyParts';
import { PLAYERS } from '../../../src/data/planet/players';
import { gameT } from '../../../src/i18n/messages';
import { LOCALES, type Locale } from '../../../src/i18n/paths';
import { PLANET_READY } from '../../../src/machines/planet/ready';
import { PLAYER_COUNTS } from '../../../src/machines/planet/round';
import { unpackFrames } from '../../../src/machines/shared/guided';
import { makeSet } from '../../../src/machines/shared/ready';
import { brokenShapes, type Shape } from '../shared/sentenceShapes';

function sentences(lang: Locale): string[] {
	const t = gameT('planet', lang);
	const out: string[] = [];
	for (const f of unpackFrames(planetFrames())) out.push(t.ref(f.narration, planetParams(f.snap.context, f.before.context, t)));
	for (const f of unpackFrames(awardFrames())) out.push(awardStep(f.narration, f.snap.context, t));
	for (const f of unpackFrames(endFrames())) out.push(endStep(f.narration, f.snap.context, t));
	const stacks = stacksFrames();
	for (const n of PLAYER_COUNTS) for (const f of unpackFrames(stacks[n])) out.push(stacksStep(f.narration, f.snap.context, t));
	const st = t as Parameters<typeof say>[0];
	for (let seed = 1; seed <= 100; seed++) for (const q of makeSet(PLANET_READY, seed)) out.push(say(st, q.prompt), ...q.reasons.map((r) => say(st, r)));
	return [...new Set(out)];
}

const NAMES = new Set<string>([...Object.values(PLAYERS).map((p) => (typeof p.name === 'string' ? p.name : '')), 'Tour', 'Round']);
const SHAPES: Shape[] = [...brokenShapes(NAMES), ['« de 1 parcelle » or "of 1 area"', (s) => /\bde 1 parcelle|\bof 1 area\b/.test(s)]];

describe('Planet: every walkthrough sentence and 100 self-check sets, as shown', () => {
	for (const lang of LOCALES) {
		const all = sentences(lang);
		it.each(SHAPES.map(([name, test]) => [name, test] as const))(`${lang}: no %s`, (_name, test) => {
			expect(all.length).toBeGreaterThan(300);
			expect(all.filter(test).slice(0, 3)).toEqual([]);
		});
	}
});
