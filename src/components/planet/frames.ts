/**
 * Build time only (MDX pages call these; tests check them): every guided example of the Planet
 * widgets replayed through the real machines. A page passes the result to its island as `frames`,
 * so the guided part of a widget ships neither XState nor a machine.
 */
import { awardMachine } from '../../machines/planet/award.machine';
import { endScoringMachine } from '../../machines/planet/endScoring.machine';
import { awardExample } from '../../machines/planet/examples/award';
import { endExample } from '../../machines/planet/examples/endScoring';
import { planetExample } from '../../machines/planet/examples/planet';
import { regionsExample } from '../../machines/planet/examples/regions';
import { stacksExample } from '../../machines/planet/examples/stacks';
import { planetMachine } from '../../machines/planet/planet.machine';
import { regionsMachine } from '../../machines/planet/regions.machine';
import { PLAYER_COUNTS, type PlayerCount } from '../../machines/planet/round';
import { stacksMachine } from '../../machines/planet/stacks.machine';
import { guidedFrames } from '../../machines/shared/guidedReplay';
import type { GuidedFrames } from '../../machines/shared/guided';
import type { NarrationKey } from '../../machines/planet/keys';

/** The planet example; the stacks of teaching tiles are left out of the frames (the display carries what is drawn). */
export const planetFrames = () => guidedFrames(planetMachine, planetExample(), (c) => ({ ...c, input: { stacks: [], rival: c.input.rival } }));
export const regionsFrames = () => guidedFrames(regionsMachine, regionsExample());
export const awardFrames = () => guidedFrames(awardMachine, awardExample());
export const endFrames = () => guidedFrames(endScoringMachine, endExample());
/** One guided example per player count (2–4). */
export const stacksFrames = (): Record<PlayerCount, GuidedFrames<typeof stacksMachine, NarrationKey>> =>
	Object.fromEntries(PLAYER_COUNTS.map((n) => [n, guidedFrames(stacksMachine, stacksExample(n))])) as Record<PlayerCount, GuidedFrames<typeof stacksMachine, NarrationKey>>;
