/**
 * Build time only (MDX pages call these; tests check them): every guided example of the WildLife
 * widgets, all variants, replayed through the real machines. A page passes the result to its island
 * as the `frames` prop (`<SetupWidget client:visible lang="en" frames={setupFrames()} />`), so the
 * guided part of a widget ships neither XState nor a machine.
 */
import { guidedFrames } from '../../machines/shared/guidedReplay';
import type { GuidedFrames } from '../../machines/shared/guided';
import { actionsMachine } from '../../machines/wildlife/actions.machine';
import { auctionMachine } from '../../machines/wildlife/auction.machine';
import { bigScoringMachine } from '../../machines/wildlife/bigScoring.machine';
import { cardsMachine } from '../../machines/wildlife/cards.machine';
import { actionsExample } from '../../machines/wildlife/examples/actions';
import { AUCTION_EXAMPLES, auctionExample, type AuctionExampleId } from '../../machines/wildlife/examples/auction';
import { bigScoringExample } from '../../machines/wildlife/examples/bigScoring';
import { cardsExample } from '../../machines/wildlife/examples/cards';
import { setupExample } from '../../machines/wildlife/examples/setup';
import { smallScoringExample } from '../../machines/wildlife/examples/smallScoring';
import { tieExample } from '../../machines/wildlife/examples/ties';
import { turnExample } from '../../machines/wildlife/examples/turn';
import { PLAYER_COUNTS, type PlayerCount } from '../../machines/wildlife/setup';
import { setupMachine } from '../../machines/wildlife/setup.machine';
import { smallScoringMachine } from '../../machines/wildlife/smallScoring.machine';
import { tiesMachine } from '../../machines/wildlife/ties.machine';
import { turnMachine } from '../../machines/wildlife/turn.machine';
import type { NarrationKey } from '../../machines/wildlife/keys';

/** One guided example per player count (2–6). */
export const setupFrames = (): Record<PlayerCount, GuidedFrames<typeof setupMachine, NarrationKey>> =>
	Object.fromEntries(PLAYER_COUNTS.map((n) => [n, guidedFrames(setupMachine, setupExample(n))])) as Record<PlayerCount, GuidedFrames<typeof setupMachine, NarrationKey>>;

/** The four auction examples. */
export const auctionFrames = (): Record<AuctionExampleId, GuidedFrames<typeof auctionMachine, NarrationKey>> =>
	Object.fromEntries(AUCTION_EXAMPLES.map((id) => [id, guidedFrames(auctionMachine, auctionExample(id))])) as Record<AuctionExampleId, GuidedFrames<typeof auctionMachine, NarrationKey>>;

export const cardsFrames = () => guidedFrames(cardsMachine, cardsExample());

/** Both settings of the migration check: on arrival (false) and along the path (true). */
export const actionsFrames = () => ({ arrival: guidedFrames(actionsMachine, actionsExample(false)), path: guidedFrames(actionsMachine, actionsExample(true)) });

export const turnFrames = () => guidedFrames(turnMachine, turnExample());
export const smallScoringFrames = () => guidedFrames(smallScoringMachine, smallScoringExample());
export const tiesFrames = () => guidedFrames(tiesMachine, tieExample());
export const bigScoringFrames = () => guidedFrames(bigScoringMachine, bigScoringExample());
