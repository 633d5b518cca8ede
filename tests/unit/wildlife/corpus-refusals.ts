/** How WildLife's try-it parts put an engine's refusal in words before RefusalNote draws it (read by the proofreading corpus, tests/unit/shared/corpus.ts). */
import { shownRefusal } from '../../../src/components/wildlife/auctionParts';
import { localRefusal as cardsRefusal } from '../../../src/components/wildlife/cardsParts';
import { localRefusal } from '../../../src/components/wildlife/words';
import type { Wording } from '../shared/corpus';

export const WORDING: Wording = (g, snap, r, t) => {
	if (g.id.startsWith('auction')) return shownRefusal(r as never, t as never);
	if (g.id === 'cards') return cardsRefusal(r as never, snap as never, t as never);
	const game = (snap.context as { game?: { board?: unknown } }).game;
	return game?.board ? localRefusal(r as never, t as never, game as never) : r;
};
