/**
 * Build time only (MDX pages call these; tests check them): every guided example of the Animal
 * Kingdoms widgets, replayed through the real machines. The guided part of a widget ships neither
 * XState nor a machine.
 */
import { type GuidedSource, guided } from '../../machines/shared/guidedReplay';
import { ageMachine } from '../../machines/animal-kingdoms/age.machine';
import { ageExample } from '../../machines/animal-kingdoms/examples/age';
import { battleMachine } from '../../machines/animal-kingdoms/battle.machine';
import { battleExample } from '../../machines/animal-kingdoms/examples/battle';
import { decreeMachine } from '../../machines/animal-kingdoms/decree.machine';
import { decreeExample } from '../../machines/animal-kingdoms/examples/decree';
import { soloExample } from '../../machines/animal-kingdoms/examples/solo';
import { soloMachine } from '../../machines/animal-kingdoms/solo.machine';
import { endOfAgeMachine } from '../../machines/animal-kingdoms/endOfAge.machine';
import { endOfAgeExample } from '../../machines/animal-kingdoms/examples/endOfAge';

/** The snapshot keeps what the widget draws (the input and the draw pile stay out of the page). */
const endOfAge = guided('end-of-age', endOfAgeMachine, endOfAgeExample, (c) => ({ ...c, input: undefined as never, deck: [] }));
const battle = guided('battle', battleMachine, battleExample, (c) => ({ ...c, input: undefined as never }));
const decree = guided('decree', decreeMachine, decreeExample, (c) => ({ ...c, input: undefined as never }));
const age = guided('age', ageMachine, ageExample, (c) => ({ ...c, input: undefined as never, deck: [], discard: [] }));
const solo = guided('solo', soloMachine, soloExample, (c) => ({ ...c, input: undefined as never, deck: [], discard: [] }));

/** Every guided example of the game (the shared tests replay and explore each one). */
export const GUIDED: readonly GuidedSource[] = [endOfAge, battle, decree, age, solo];

export const endOfAgeFrames = endOfAge.frames;
export const battleFrames = battle.frames;
export const decreeFrames = decree.frames;
export const ageFrames = age.frames;
export const soloFrames = solo.frames;
