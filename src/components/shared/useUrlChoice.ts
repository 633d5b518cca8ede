import { useEffect, useRef, useState } from 'preact/hooks';

export interface UrlChoice<V extends string | number> {
	value: V;
	/** False until the choice has been read from the URL (pass it to Walkthrough's `urlReady`). */
	ready: boolean;
	/** Choose another value: written to the URL, the walkthrough's step dropped so it starts at step 1. */
	choose: (value: V) => void;
	/** Props of the toggle button for `value` (pressed state, click, and what focus returns to). */
	button: (value: V) => { 'aria-pressed': boolean; onClick: () => void; 'data-url-choice': string; 'data-value': string };
	/**
	 * Give it to the Walkthrough as `key`: a choice made by the reader shows its example from step 1
	 * (the value read from the URL at hydration does not redraw the walkthrough: it reads its step after).
	 */
	key: string;
}

/**
 * A choice of the widget (the example shown, the player count…) kept in the page URL as
 * `?<param>=<value>` beside the walkthrough's own step (`?<stepParam>=<n>`), so a shared link opens
 * the same example at the same step. An unknown value in the URL is ignored.
 */
export function useUrlChoice<V extends string | number>(param: string, choices: readonly V[], initial: V, stepParam: string): UrlChoice<V> {
	const start = choices.includes(initial) ? initial : choices[0]!;
	const [value, setValue] = useState<V>(start);
	const [ready, setReady] = useState(false);
	const [chosen, setChosen] = useState(0);
	const refocus = useRef(false);
	useEffect(() => {
		const asked = new URLSearchParams(window.location.search).get(param);
		const found = choices.find((c) => String(c) === asked);
		if (found !== undefined) setValue(found);
		setReady(true);
	}, []);
	// The walkthrough is drawn anew for a new choice: give focus back to the button just pressed.
	useEffect(() => {
		if (!refocus.current) return;
		refocus.current = false;
		document.querySelector<HTMLElement>(`[data-url-choice="${param}"][data-value="${String(value)}"]`)?.focus();
	}, [value]);
	const choose = (v: V) => {
		if (v === value) return;
		const params = new URLSearchParams(window.location.search);
		params.set(param, String(v));
		params.delete(stepParam);
		window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params}${window.location.hash}`);
		refocus.current = true;
		setValue(v);
		setChosen((n) => n + 1);
	};
	const button = (v: V) => ({ 'aria-pressed': v === value, onClick: () => choose(v), 'data-url-choice': param, 'data-value': String(v) });
	return { value, ready, choose, button, key: `${param}-${chosen}` };
}
