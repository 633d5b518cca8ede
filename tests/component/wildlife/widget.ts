/**
 * Helpers for the WildLife component tests: find in a rendered widget, type as a reader does (the
 * box's value, then an input event), open try-it and wait for its lazily loaded part.
 */
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { expect } from 'vitest';

/** The one element `sel` finds under `root` (fails the test when there is none). */
export function $<E extends Element = HTMLElement>(root: ParentNode, sel: string): E {
	const el = root.querySelector<E>(sel);
	if (!el) throw new Error(`nothing matches ${sel}`);
	return el;
}

export const $$ = <E extends Element = HTMLElement>(root: ParentNode, sel: string): E[] => [...root.querySelectorAll<E>(sel)];

/**
 * A button by its accessible name (aria-label, else its text), as Playwright's getByRole finds it: a
 * string is a case-insensitive part of the name unless `exact` (then the whole name); the first one.
 */
export function buttonNamed(root: HTMLElement, name: string | RegExp, exact = false): HTMLElement {
	const match = typeof name === 'string' && !exact ? (n: string) => n.toLowerCase().includes(name.toLowerCase()) : name;
	return within(root).getAllByRole('button', { name: match })[0] as HTMLElement;
}

/** Click a button by its name (as `buttonNamed`) once it is there: a render may bring it. */
export async function press(root: HTMLElement, name: string | RegExp, exact = false): Promise<void> {
	fireEvent.click(await waitFor(() => buttonNamed(root, name, exact)));
}

/** Replace a box's text as typing would (select all, type): the value, then an input event. */
export function typeInto(input: HTMLInputElement, text: string): void {
	input.focus();
	fireEvent.input(input, { target: { value: text } });
}

/** Enter in a box (a NumberField commits, then acts). */
export function pressEnter(el: HTMLElement): void {
	fireEvent.keyDown(el, { key: 'Enter' });
}

/** Switch the widget to try-it and wait until its part has loaded. */
export async function openTry(widget: HTMLElement): Promise<void> {
	fireEvent.click($(widget, '[data-mode-switch="try"]'));
	await waitFor(() => {
		expect(widget.querySelector('.wt-try')).not.toBeNull();
		expect(widget.querySelector('.wt-try .wt-loading')).toBeNull();
	});
}

/** Back to a neutral page address (a test's step or choice must not leak into the next one). */
export function resetUrl(): void {
	window.history.replaceState(null, '', '/');
}
