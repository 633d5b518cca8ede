/**
 * Helpers for the component tests of every game's widgets: find in a rendered widget, step with the
 * stage's keys, find a button by its accessible name as Playwright's getByRole does, type as a
 * reader does, open try-it (loaded lazily) and wait for it, fail a test that logs a console error,
 * and put the page's address back between tests.
 */
import { cleanup, fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';

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

/** Replace a box's text as typing would (select all, type): the value, then an input event. */
export function typeInto(input: HTMLInputElement, text: string): void {
	input.focus();
	fireEvent.input(input, { target: { value: text } });
}

/** Enter in a box (a NumberField commits, then acts). */
export function pressEnter(el: HTMLElement): void {
	fireEvent.keyDown(el, { key: 'Enter' });
}

/** Back to a neutral page address (a test's step or choice must not leak into the next one). */
export function resetUrl(): void {
	window.history.replaceState(null, '', '/');
}

/**
 * For a test file: after each test, unmount, put the address back, and fail the test if it logged a
 * console error (the browser tests' "no console error", here).
 */
export function cleanEachTest(): void {
	let consoleError: MockInstance;
	beforeEach(() => {
		consoleError = vi.spyOn(console, 'error');
	});
	afterEach(() => {
		cleanup();
		resetUrl();
		expect(consoleError, 'no console error').not.toHaveBeenCalled();
		consoleError.mockRestore();
	});
}
