/**
 * Build time only (MDX pages call these; tests check them): every guided example of the Animal
 * Kingdoms widgets, replayed through the real machines. The guided part of a widget ships neither
 * XState nor a machine.
 */
import { guidedFrames } from '../../machines/shared/guidedReplay';
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
export const endOfAgeFrames = () => guidedFrames(endOfAgeMachine, endOfAgeExample(), (c) => ({ ...c, input: undefined as never, deck: [] }));

export const battleFrames = () => guidedFrames(battleMachine, battleExample(), (c) => ({ ...c, input: undefined as never }));

export const decreeFrames = () => guidedFrames(decreeMachine, decreeExample(), (c) => ({ ...c, input: undefined as never }));

export const ageFrames = () => guidedFrames(ageMachine, ageExample(), (c) => ({ ...c, input: undefined as never, deck: [], discard: [] }));

export const soloFrames = () => guidedFrames(soloMachine, soloExample(), (c) => ({ ...c, input: undefined as never, deck: [], discard: [] }));
