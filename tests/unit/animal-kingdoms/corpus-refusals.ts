/** How Animal Kingdoms' try-it parts put an engine's refusal in words before RefusalNote draws it (read by the proofreading corpus, tests/unit/shared/corpus.ts). */
import { refusalParams } from '../../../src/components/animal-kingdoms/words';
import type { Wording } from '../shared/corpus';

export const WORDING: Wording = (_g, _s, r, t) => ({ ...r, params: refusalParams(t as never, r.params) });
