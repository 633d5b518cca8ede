/**
 * Helpers for the component tests of Animal Kingdoms', Planet's and Caldera Park's walkthrough
 * widgets: step with the stage's keys, find a button by its accessible name as Playwright's
 * getByRole does, open try-it (loaded lazily) and wait for it.
 */
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { expect } from 'vitest';

export function $<E extends Element = HTMLElement>(root: ParentNode, sel: string): E {
	const found = root.querySelector<E>(sel);
	if (!found) throw new Error(`nothing matches ${sel}`);
	return found;
}

export const $$ = <E extends Element = HTMLElement>(root: ParentNode, sel: string): E[] => [...root.querySelectorAll<E>(sel)];

/** A button by its accessible name: a string is a case-insensitive part of it unless `exact`; a RegExp as given. The first one. */
export function buttonNamed(root: HTMLElement, name: string | RegExp, exact = false): HTMLElement {
	const match = typeof name === 'string' ? (n: string) => (exact ? n === name : n.toLowerCase().includes(name.toLowerCase())) : name;
	return within(root).getAllByRole('button', { name: match })[0] as HTMLElement;
}

/** Clicks a button by its name once it is there (a render may bring it). */
export async function press(root: HTMLElement, name: string | RegExp, exact = false): Promise<void> {
	fireEvent.click(await waitFor(() => buttonNamed(root, name, exact)));
}

/** Goes to step n with the keyboard from the Next button (Home, then ArrowRight) and returns the narration. */
export async function stepTo(widget: HTMLElement, n: number): Promise<string> {
	const next = buttonNamed(widget, /^(Suivant|Next)/);
	next.focus();
	fireEvent.keyDown(next, { key: 'Home' });
	for (let i = 1; i < n; i++) fireEvent.keyDown(next, { key: 'ArrowRight' });
	await waitFor(() => expect((widget.querySelector('.wt-progress') as HTMLProgressElement | null)?.value).toBe(n));
	return $(widget, '.wt-narration').textContent ?? '';
}

/** Switches the widget to try-it and waits until its lazily loaded part is there. */
export async function openTry(widget: HTMLElement): Promise<void> {
	fireEvent.click($(widget, '[data-mode-switch="try"]'));
	await waitFor(() => {
		expect(widget.querySelector('.wt-try')).not.toBeNull();
		expect(widget.querySelector('.wt-try .wt-loading')).toBeNull();
	});
}

/** The refusal note once it shows. */
export const refusal = (root: HTMLElement): Promise<HTMLElement> => waitFor(() => $<HTMLElement>(root, '.refusal'));
