/** Shared by the stage (kit) and the teacher's script (scriptWalk.ts). (The screen's top under the page's bars, pageTop, is in the lazy stageFollow.ts.) */

/** Set before following a stop in present mode: the next page's stage presents again on arrival. */
export const RESUME_KEY = 'wt-present-resume';
