// @vitest-environment happy-dom
// Caldera Park's set-up walkthrough is on two pages (moved from tests/browser/caldera-park/
// setup-try.test.mjs, issue 31). Its try-it rates a solo score against the rulebook's bands, so
// only the solo page (players={1}) offers it: on the set-up page a "Try it" about scores misled a
// learner (review ux.md, minor 10). Both languages; no console error.
import { cleanup, render, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { setupFrames } from '../../../src/components/caldera-park/frames';
import SetupWidget from '../../../src/components/caldera-park/SetupWidget';
import type { Locale } from '../../../src/i18n/paths';
import { embedStrings } from '../embed';
import { $, $$, cleanEachTest, openTry } from '../walkthrough';

const ID = 'park-setup';

cleanEachTest();

function open(lang: Locale, page: string, players?: 1 | 2 | 3 | 4): HTMLElement {
	window.history.replaceState(null, '', `/${lang}/caldera-park/${page}/`);
	embedStrings('caldera-park', lang);
	const { container } = render(
		players ? <SetupWidget lang={lang} frames={setupFrames()} players={players} /> : <SetupWidget lang={lang} frames={setupFrames()} />,
	);
	return $(container, `[data-walkthrough="${ID}"]`);
}

describe('Caldera Park set-up walkthrough (component)', () => {
	for (const lang of ['fr', 'en'] as const) {
		it(`${lang}: the set-up page's walkthrough has no try-it; the solo page's rates a score`, async () => {
			const setup = open(lang, 'setup');
			expect(setup.querySelector('[data-mode-switch]'), 'no Guided / Try it switch on the set-up page').toBeNull();
			expect($(setup, '.wt-narration').textContent?.trim(), 'the guided walk is there').toBeTruthy();
			cleanup();
			const solo = open(lang, 'solo', 1);
			await openTry(solo);
			// The try-it opens on a score and names its band.
			await waitFor(() => expect($$(solo, '.wt-try [role="status"]').some((s) => /134/.test(s.textContent ?? ''))).toBe(true));
		});
	}
});
