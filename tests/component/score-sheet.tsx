/**
 * What every game's score-sheet component test (tests/component/<game>/score-sheet.test.tsx) does
 * the same way: open a sheet at an address (its query read as the page reads it), type into a box,
 * read a number shown, and "reload" (unmount, then render again at the address without its query:
 * the sheet comes back from the device). Layout, printing, no-JavaScript and axe stay in the
 * browser suite (tests/browser/score-sheet-checks.mjs).
 */
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import type { FunctionComponent } from 'preact';
import { expect } from 'vitest';
import type { GameSlug } from '../../src/games';
import type { Locale } from '../../src/i18n/paths';
import { embedStrings } from './embed';

/** Renders a game's sheet at `path` + `query` and waits until it is ready; returns its container. */
export async function openSheet(game: GameSlug, Sheet: FunctionComponent<{ lang: Locale }>, lang: Locale, query = ''): Promise<HTMLElement> {
	window.history.replaceState(null, '', `/${lang}/${game}/score-sheet/${query}`);
	embedStrings(game, lang);
	const { container } = render(<Sheet lang={lang} />);
	await waitFor(() => expect(container.querySelector('[data-score-sheet="ready"]')).toBeTruthy());
	return container as HTMLElement;
}

/** Leaves the page and opens it again at its address without a query (what a reload from the plain address does). */
export async function reopen(game: GameSlug, Sheet: FunctionComponent<{ lang: Locale }>, lang: Locale): Promise<HTMLElement> {
	cleanup();
	return openSheet(game, Sheet, lang);
}

export function el<E extends Element = HTMLElement>(root: ParentNode, selector: string): E {
	const found = root.querySelector<E>(selector);
	if (!found) throw new Error(`nothing matches ${selector}`);
	return found;
}

/** Types `text` into a box (its whole value replaced, as select-all then typing does; '' clears it). */
export function typeInto(root: ParentNode, selector: string, text: string): void {
	fireEvent.input(el<HTMLInputElement>(root, selector), { target: { value: text } });
}

export const text = (root: ParentNode, selector: string): string => (el(root, selector).textContent ?? '').trim();

/** The number in each seat's element `[attr="prefix+seat"]`. */
export const shown = (root: ParentNode, attr: string, seats: readonly string[], prefix = ''): Record<string, number> =>
	Object.fromEntries(seats.map((p) => [p, Number(text(root, `[${attr}="${prefix}${p}"]`))]));

/** Each test starts from an empty device and the site's root. */
export function resetPage(): void {
	cleanup();
	localStorage.clear();
	window.history.replaceState(null, '', '/');
}
