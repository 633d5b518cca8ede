/**
 * Build time only (MDX pages call these; tests check them): every guided example of the WildLife
 * widgets, all variants, replayed through the real machines. A page passes the result to its island
 * as the `frames` prop (`<SetupWidget client:visible lang="en" frames={setupFrames()} />`), so the
 * guided part of a widget ships neither XState nor a machine.
 */
import { type GuidedSource, guided } from '../../machines/shared/guidedReplay';
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

const setups = PLAYER_COUNTS.map((n) => guided(`setup-${n}`, setupMachine, () => setupExample(n)));
const auctions = AUCTION_EXAMPLES.map((id) => guided(`auction-${id}`, auctionMachine, () => auctionExample(id)));
const cards = guided('cards', cardsMachine, cardsExample);
const arrival = guided('actions-arrival', actionsMachine, () => actionsExample(false));
const path = guided('actions-path', actionsMachine, () => actionsExample(true));
const turn = guided('turn', turnMachine, turnExample);
const smallScoring = guided('small-scoring', smallScoringMachine, smallScoringExample);
const ties = guided('ties', tiesMachine, tieExample);
const bigScoring = guided('big-scoring', bigScoringMachine, bigScoringExample);

/** Every guided example of the game (the shared tests replay and explore each one). */
export const GUIDED: readonly GuidedSource[] = [...setups, ...auctions, cards, arrival, path, turn, smallScoring, ties, bigScoring];

/** One guided example per player count (2–6). */
export const setupFrames = (): Record<PlayerCount, GuidedFrames<typeof setupMachine, NarrationKey>> =>
	Object.fromEntries(setups.map((g, i) => [PLAYER_COUNTS[i], g.frames()])) as Record<PlayerCount, GuidedFrames<typeof setupMachine, NarrationKey>>;

/** The four auction examples. */
export const auctionFrames = (): Record<AuctionExampleId, GuidedFrames<typeof auctionMachine, NarrationKey>> =>
	Object.fromEntries(auctions.map((g, i) => [AUCTION_EXAMPLES[i], g.frames()])) as Record<AuctionExampleId, GuidedFrames<typeof auctionMachine, NarrationKey>>;

export const cardsFrames = cards.frames;

/** Both settings of the migration check: on arrival (false) and along the path (true). */
export const actionsFrames = () => ({ arrival: arrival.frames(), path: path.frames() });

export const turnFrames = turn.frames;
export const smallScoringFrames = smallScoring.frames;
export const tiesFrames = ties.frames;
export const bigScoringFrames = bigScoring.frames;
