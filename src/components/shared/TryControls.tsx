import { type ComponentChildren, render } from 'preact';
import { useContext, useLayoutEffect, useState } from 'preact/hooks';
import { StageContext } from './stageContext';

/** The polite status line of a try-it mode (read by screen readers; shown when `class` is given). */
export function StatusLine({ text, class: cls }: { text: string; class?: string }) {
	return (
		<p class={cls ?? 'sr-only'} role="status">
			{text}
		</p>
	);
}

/**
 * A row of try-it buttons ending with "↺ Start again". Inside a hydrated stage the row is drawn in
 * the controls bar kept at the bottom of the screen, under any refusal (so a refusal never covers
 * it, and the board above keeps the screen); elsewhere, where it is written.
 */
export function TryControls({ restart, onRestart, children }: { restart: string; onRestart: () => void; children?: ComponentChildren }) {
	const stage = useContext(StageContext);
	const [host, setHost] = useState<HTMLElement | null>(null);
	const row = (
		<div class="wt-controls wt-trycontrols">
			{children}
			<button type="button" class="wt-btn" onClick={onRestart}>
				{`↺ ${restart}`}
			</button>
		</div>
	);
	useLayoutEffect(() => {
		const el = stage?.controls() ?? null;
		if (!el) return;
		setHost(el);
		stage?.controlsOn(true);
		return () => {
			render(null, el);
			stage?.controlsOn(false);
		};
	}, [stage]);
	// Drawn again with the try-it's every render (its buttons change with the state).
	useLayoutEffect(() => {
		if (host) render(row, host);
	});
	return host ? null : row;
}
