import { useEffect, useState } from 'preact/hooks';

export interface UrlChoice<V extends string | number> {
	value: V;
	/** False until the choice has been read from the URL (pass it to Walkthrough's `urlReady`). */
	ready: boolean;
	/** Choose another value; it is written to the URL. Pass `value` as the Walkthrough's `resetKey` so it starts at step 1. */
	choose: (value: V) => void;
	/** Props of the toggle button for `value` (`data-url-choice` names the URL parameter: tests/browser/bad-input.test.mjs). */
	button: (value: V) => { 'aria-pressed': boolean; onClick: () => void; 'data-url-choice': string; 'data-value': string };
}

/**
 * A choice of the widget (the example shown, the player count…) kept in the page URL as
 * `?<param>=<value>` beside the walkthrough's own step, so a shared link opens the same example at
 * the same step. An unknown value in the URL is ignored and removed from it.
 */
export function useUrlChoice<V extends string | number>(param: string, choices: readonly V[], initial: V): UrlChoice<V> {
	const [value, setValue] = useState<V>(choices.includes(initial) ? initial : choices[0]!);
	const [ready, setReady] = useState(false);
	useEffect(() => {
		const params = new URLSearchParams(window.location.search);
		const asked = params.get(param);
		const found = choices.find((c) => String(c) === asked);
		if (found !== undefined) setValue(found);
		else if (asked !== null) {
			// An unknown value leaves the address bar (and so every link copied from it).
			params.delete(param);
			const search = params.toString();
			window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`);
		}
		setReady(true);
	}, []);
	const choose = (v: V) => {
		const params = new URLSearchParams(window.location.search);
		params.set(param, String(v));
		window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params}${window.location.hash}`);
		setValue(v);
	};
	const button = (v: V) => ({ 'aria-pressed': v === value, onClick: () => choose(v), 'data-url-choice': param, 'data-value': String(v) });
	return { value, ready, choose, button };
}
