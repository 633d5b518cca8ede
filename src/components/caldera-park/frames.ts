/**
 * Build time only (MDX pages call these; tests check them): every guided example of the Caldera
 * Park widgets replayed through the real machines. A page passes the result to its island as
 * `frames`, so guided mode ships neither XState nor a machine.
 */
import { familiesExample, weatherExample } from '../../machines/caldera-park/examples/explorers';
import { finalExample } from '../../machines/caldera-park/examples/mia';
import { familiesMachine } from '../../machines/caldera-park/families.machine';
import { weatherMachine } from '../../machines/caldera-park/weather.machine';
import { turnExample } from '../../machines/caldera-park/examples/turn';
import { finalScoringMachine } from '../../machines/caldera-park/finalScoring.machine';
import { turnMachine } from '../../machines/caldera-park/turn.machine';
import { setupExample } from '../../machines/caldera-park/examples/setup';
import { PLAYER_COUNTS } from '../../machines/caldera-park/setup';
import { setupMachine } from '../../machines/caldera-park/setup.machine';
import { type GuidedSource, guided } from '../../machines/shared/guidedReplay';
import { setupKey } from './setupKey';

/** The action-turn example; reserves and the input are dropped (the widget never draws them). */
const turn = guided('turn', turnMachine, turnExample, (c) => ({
	...c,
	input: { ...c.input, players: [] },
	players: c.players.map((p) => ({ ...p, reserve: [] })),
}));
const final = guided('final', finalScoringMachine, finalExample);
const weather = guided('weather', weatherMachine, weatherExample);
const families = guided('families', familiesMachine, familiesExample);
const setups = PLAYER_COUNTS.flatMap((n) =>
	(['caldera', 'geysers'] as const).map((side) => guided(`setup-${setupKey(n, side)}`, setupMachine, () => setupExample(n, side))),
);

/** Every guided example of the game (the shared tests replay and explore each one). */
export const GUIDED: readonly GuidedSource[] = [turn, final, weather, families, ...setups];

export const turnFrames = turn.frames;
export const finalFrames = final.frames;
export const weatherFrames = weather.frames;
export const familiesFrames = families.frames;

/** The set-up walkthrough for 1–4 players on both sides of the park. */
export const setupFrames = () => Object.fromEntries(setups.map((g) => [g.id.replace(/^setup-/, ''), g.frames()]));
