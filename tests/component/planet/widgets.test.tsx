// @vitest-environment happy-dom
// Planet's widgets as a reader uses them (moved from tests/browser/planet/widgets.test.mjs, issue
// 31): the planet turns with the arrow keys and announces the face in front; a tile is chosen,
// turned and placed from the keyboard on the flat net, and a taken face is refused with a link to
// its rule; the award's try-it keeps 2 to 4 planets and says who takes the fox. The browser keeps
// the no-JavaScript rendering (the guided example as a list of steps, the flat net drawn).
import { fireEvent, render, waitFor } from '@testing-library/preact';
import type { ComponentChild } from 'preact';
import { describe, expect, it } from 'vitest';
import { withBase } from '../../../src/base';
import AwardWidget from '../../../src/components/planet/AwardWidget';
import { awardFrames, planetFrames } from '../../../src/components/planet/frames';
import PlanetWidget from '../../../src/components/planet/PlanetWidget';
import type { Locale } from '../../../src/i18n/paths';
import { embedStrings } from '../embed';
import { $, buttonNamed, cleanEachTest, press } from '../walkthrough';

cleanEachTest();

function open(lang: Locale, page: string, id: string, widget: ComponentChild): HTMLElement {
	window.history.replaceState(null, '', `/${lang}/planet/${page}/`);
	embedStrings('planet', lang);
	const { container } = render(widget);
	return $(container, `[data-walkthrough="${id}"]`);
}

/** Try-it, opened by its button's name as the reader sees it, once its lazily loaded part is there. */
async function openTryNamed(w: HTMLElement, name: string): Promise<void> {
	fireEvent.click(buttonNamed(w, name, true));
	await waitFor(() => {
		expect(w.querySelector('.wt-try')).not.toBeNull();
		expect(w.querySelector('.wt-try .wt-loading')).toBeNull();
	});
}

describe('Planet widgets (component)', () => {
	it('en: the planet turns with the arrow keys; a tile is placed by keyboard; a taken face is refused', async () => {
		const w = open('en', 'round', 'planet-example', <PlanetWidget lang="en" frames={planetFrames()} />);
		await openTryNamed(w, 'Try it');
		const globe = await waitFor(() => $(w, '.wt-try svg.pl-globe'));
		const before = globe.getAttribute('aria-label');
		globe.focus();
		for (let i = 0; i < 4; i++) fireEvent.keyDown(globe, { key: 'ArrowRight' });
		await waitFor(() => expect($(w, '.wt-try .pl-globe-wrap [aria-live]').textContent).toMatch(/Face \d+ in front\./));
		expect($(w, '.wt-try svg.pl-globe').getAttribute('aria-label'), 'the face in front changed').not.toBe(before);
		// Choose tile 2, turn it, place it on face 4 with Enter on the net.
		await press(w, /^Tile 2:/);
		await press(w, 'Turn the tile right'); // its text: ↻ Turn the tile right
		const face4 = () => $(w, '.wt-try [data-cell="face-4"]');
		face4().focus();
		fireEvent.keyDown(face4(), { key: 'Enter' });
		await waitFor(() => expect(face4().getAttribute('aria-label')).toMatch(/^Face 4: \w+/));
		expect($(w, '.wt-try .pl-display .pl-h').textContent).toMatch(/round 2/);
		// Face 4 again: refused, with the rule's link.
		await press(w, /^Tile 1:/);
		face4().focus();
		fireEvent.keyDown(face4(), { key: 'Enter' });
		const alert = await waitFor(() => $(w, '[role="alert"]'));
		await waitFor(() => expect(alert.textContent).toMatch(/Face 4 already holds a tile/));
		expect($(alert, 'a').getAttribute('href')).toBe(withBase('/en/planet/round/#free-face'));
	});

	it('fr: the award try-it keeps 2 to 4 planets and says who takes the fox', async () => {
		const w = open('fr', 'animals', 'animal-award-example', <AwardWidget lang="fr" frames={awardFrames()} />);
		await openTryNamed(w, 'À vous de jouer');
		expect($(w, '.wt-try').textContent).toMatch(/Céline est la seule à en avoir une, de 5\u00a0parcelles|Céline est la seule à en avoir une, de 5 parcelles/);
		for (const n of [1, 2, 4]) fireEvent.click($(w, `[data-cell="planet-${n}"]`));
		const alert = await waitFor(() => $(w, '[role="alert"]'));
		expect(alert.textContent).toMatch(/au moins 2\u00a0planètes|au moins 2 planètes/);
	});
});
