/** Where the stage sits on the screen (shared by the stage and its lazy step-follower, stageFollow.ts). */

/** The part of the screen the page's own fixed bars leave (px from the top). */
export function pageTop(stage: HTMLElement): number {
	if (stage.matches(':fullscreen, .wt-present')) return 0;
	const v = getComputedStyle(stage).getPropertyValue('--wt-top');
	const probe = document.createElement('div');
	probe.style.cssText = `position:absolute;visibility:hidden;height:${v || '0px'}`;
	stage.append(probe);
	const h = probe.offsetHeight;
	probe.remove();
	return h;
}

/** Set before following a stop in present mode: the next page's stage presents again on arrival. */
export const RESUME_KEY = 'wt-present-resume';
