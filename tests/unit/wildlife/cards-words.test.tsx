// The event cards' lines name players as words, in both languages: at every step of the guided
// example, the pending line ("C must remove a piece now; then: D and A") and the last effect
// ("… in order: Chloé, David and Anna") hold every name and never an object's string.
import { render } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { effectText, EventsSide } from '../../../src/components/wildlife/cardsParts';
import { gameT } from '../../../src/i18n/messages';
import { guidedFrames } from '../../../src/machines/shared/guidedReplay';
import { unpackFrames } from '../../../src/machines/shared/guided';
import { cardsMachine } from '../../../src/machines/wildlife/cards.machine';
import { cardsExample } from '../../../src/machines/wildlife/examples/cards';

const frames = unpackFrames(guidedFrames(cardsMachine, cardsExample()));

describe('WildLife event cards: who removes a piece, in words', () => {
	for (const lang of ['fr', 'en'] as const) {
		const t = gameT('wildlife', lang);
		it(`${lang}: every step's effect and pending line are plain text`, () => {
			let epidemic = 0;
			let pending = 0;
			for (const { snap } of frames) {
				const effect = effectText(snap, t, snap.context.last);
				expect(effect).not.toMatch(/object|undefined|\{/);
				if (snap.context.last?.kind === 'epidemic' && snap.context.last.order.length > 1) {
					epidemic++;
					// Three opponents in order, as one list: « Chloé, David et Anna » / "Chloé, David and Anna".
					expect(effect).toMatch(lang === 'fr' ? /, \S+ et \S+\.$/ : /, \S+ and \S+\.$/);
				}
				if (!snap.context.game.pendingEpidemic.length || !snap.context.topic) continue;
				const html = render(<EventsSide snap={snap} t={t} />);
				expect(html).not.toMatch(/object|undefined/);
				if (snap.context.game.pendingEpidemic.length > 2) {
					pending++;
					expect(html).toMatch(lang === 'fr' ? /ensuite\s: \S+ et \S+\./ : /then: \S+ and \S+\./);
				}
			}
			expect(epidemic).toBeGreaterThan(0);
			expect(pending).toBeGreaterThan(0);
		});
	}
});
