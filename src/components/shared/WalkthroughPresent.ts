/**
 * Present mode (the Fullscreen API on the stage, or a full-window class where it is missing) and
 * the teacher's script's next stop, looked up only while presenting (scriptWalk.ts, lazy).
 */
import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { WidgetT } from '../../i18n/messages';
import type { PresentState } from './WalkthroughUrl';

/** Where Next leads after a walkthrough's last step: the next chapter, or the teacher's script's next stop. */
export interface NextStop {
	href: string;
	title: string;
}

/** The page's own "next page" link (Starlight's footer, in the registry's teaching order). */
export function footerNext(): NextStop | null {
	const a = document.querySelector<HTMLAnchorElement>('.pagination-links a[rel="next"]');
	const title = a?.querySelector('.link-title')?.textContent?.trim();
	return a && title ? { href: a.href, title } : null;
}

/** The fullscreen element, or null. */
function fullscreenElement(): Element | null {
	return document.fullscreenElement ?? null;
}

/** Enter and leave present mode; follows the browser leaving fullscreen. */
export function usePresent(
	stageRef: RefObject<HTMLElement>,
	present: PresentState,
	setPresent: (update: PresentState | ((p: PresentState) => PresentState)) => void,
	t: WidgetT,
	announce: (text: string) => void,
) {
	const enterPresent = () => {
		const stage = stageRef.current;
		if (!stage) return;
		if (stage.requestFullscreen && document.fullscreenEnabled) {
			stage.requestFullscreen().then(
				() => setPresent('api'),
				() => setPresent('css'),
			);
		} else setPresent('css');
		stage.focus({ preventScroll: true });
	};
	const leavePresent = () => {
		if (fullscreenElement() === stageRef.current) document.exitFullscreen().catch(() => {});
		setPresent('off');
	};
	useEffect(() => {
		const onChange = () => {
			if (fullscreenElement() !== stageRef.current) setPresent((p) => (p === 'api' ? 'off' : p));
			else setPresent('api');
		};
		document.addEventListener('fullscreenchange', onChange);
		return () => document.removeEventListener('fullscreenchange', onChange);
	}, []);
	// Leaving present mode brings the stage back into view (and drops the page's present class); only
	// then: on mount (a widget hydrating as the reader scrolls to it) this snapped the page to the
	// widget's top, under the reader's thumb (700 px on WildLife's turn page on a phone).
	const presented = useRef(false);
	useEffect(() => {
		if (present !== 'off') {
			presented.current = true;
			document.documentElement.classList.toggle('wt-presenting', present === 'css');
			announce(t('shell.presentOn'));
		} else if (presented.current) {
			presented.current = false;
			document.documentElement.classList.remove('wt-presenting');
			stageRef.current?.scrollIntoView({ block: 'start' });
		}
	}, [present, t]);
	return { enterPresent, leavePresent };
}

/**
 * Present mode: where Next leads from a step (the teacher's script's next stop, the next chapter),
 * looked up in scriptWalk.ts, loaded only when presenting.
 */
export function useScriptStop(present: PresentState, hydrated: boolean, id: string) {
	const [scriptStop, setScriptStop] = useState<((index: number, total: number) => NextStop | null) | null>(null);
	useEffect(() => {
		if (present === 'off' || !hydrated) return;
		let live = true;
		import('./scriptWalk').then((m) => m.presentStops(id).then((s) => live && setScriptStop(() => s)));
		return () => {
			live = false;
		};
	}, [present, hydrated, id]);
	return scriptStop;
}

/** Following a stop (another step of this widget, or another page presenting again on arrival): scriptWalk.ts. */
export function followStop(target: NextStop, go: (step: number) => void) {
	import('./scriptWalk').then((m) => m.follow(target, go));
}
