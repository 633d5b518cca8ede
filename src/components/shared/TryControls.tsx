import type { ComponentChildren } from 'preact';

/** The polite status line of a try-it mode (read by screen readers; shown when `class` is given). */
export function StatusLine({ text, class: cls }: { text: string; class?: string }) {
	return (
		<p class={cls ?? 'sr-only'} role="status">
			{text}
		</p>
	);
}

/** A row of try-it buttons ending with "↺ Start again". */
export function TryControls({ restart, onRestart, children }: { restart: string; onRestart: () => void; children?: ComponentChildren }) {
	return (
		<div class="wt-controls wt-trycontrols">
			{children}
			<button type="button" class="wt-btn" onClick={onRestart}>
				{`↺ ${restart}`}
			</button>
		</div>
	);
}
