import type { ComponentChildren } from 'preact';

/**
 * A labelled row of toggle buttons (player count, seller, example, setting…). The label is shown
 * and also names the group; the caller's buttons carry aria-pressed.
 */
export function ChoiceGroup({ label, children }: { label: string; children: ComponentChildren }) {
	return (
		<div class="wt-choice" role="group" aria-label={label}>
			<span class="wt-choice-label" aria-hidden="true">
				{label}
			</span>
			{children}
		</div>
	);
}
