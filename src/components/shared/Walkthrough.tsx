import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { widgetT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';
import { GuidedBoardContext } from './boardMode';
import { type StageApi, StageContext } from './stageContext';
import { clampStep, writeStep, writeTry } from './stepParam';
import { useStageFit } from './WalkthroughFit';
import { useStageFollow } from './WalkthroughFollow';
import { stageKeyDown, stagePointerDown } from './WalkthroughKeys';
import { Narration, StageControls, StageEnd, StageTools, StepsList } from './WalkthroughParts';
import { footerNext, followStop, type NextStop, usePresent, useScriptStop } from './WalkthroughPresent';
import { type PresentState, useCopyLink, useStepUrl } from './WalkthroughUrl';

export type { NextStop } from './WalkthroughPresent';

export interface WalkStep {
	/** Narration of the step, already in the page's language. */
	text: string;
}

export interface WalkthroughProps {
	/** Unique on the page; the URL parameter that holds the step (`?<id>=4`) and the stage's anchor (`#<id>`). */
	id: string;
	lang: Locale;
	title: string;
	steps: WalkStep[];
	/** Draws the board (or any picture) of step `index`: it is fitted into the stage's board slot. */
	renderBoard: (index: number) => ComponentChildren;
	/**
	 * Drawn under the stage's controls bar in guided mode (tables, legends: what is read after
	 * looking at the board). Kept out of the board slot so the board can be sized to the screen.
	 */
	renderSide?: (index: number) => ComponentChildren;
	/** When given, a Guided / Try-it switch appears and this draws the try-it mode. */
	renderTry?: () => ComponentChildren;
	/** Drawn above the board in both modes (settings such as the player count). */
	toolbar?: ComponentChildren;
	/** Drawn above the board in guided mode only (a choice between guided examples). */
	guidedToolbar?: ComponentChildren;
	/**
	 * Rule variants (which rulebook's reading to follow): folded away under "Rule options", the
	 * default applying silently, so a first lesson does not open on a rules dispute.
	 */
	options?: ComponentChildren;
	/** Drawn under everything (a caption such as "teaching diagram"). */
	caption?: ComponentChildren;
	/** False while the widget is still reading its own settings from the URL (default true). */
	urlReady?: boolean;
	/**
	 * When this value changes (another example, another player count), the walkthrough starts
	 * again at step 1. Changes made while the widget reads its settings from the URL are ignored.
	 */
	resetKey?: string | number | boolean;
}

type Mode = 'guided' | 'try';

/**
 * The stage every walkthrough uses. Title, mode switch, present and link buttons on top; the
 * board slot (fitted to the screen) beside the narration (height reserved for the longest
 * step), then the tables of the step; a controls bar kept at the bottom of the screen while the
 * stage is in view, so Next never moves. On a phone the board stays pinned under the page's
 * header while the narration and tables scroll under it; on a laptop the board and the narration
 * stay pinned while the tables scroll; in present mode (fullscreen, large type) the board fills
 * its column and the tables scroll beside it. After each step, what it changed is brought into
 * view. The step (or try-it mode) is in the URL as `?<id>=<n>#<id>` (`?<id>=try`); arrows,
 * Space, Home, End and P from anywhere on the stage. Without JavaScript: the steps as a plain list.
 */
export function Walkthrough(props: WalkthroughProps) {
	const { id, lang, title, steps, renderBoard, renderSide, renderTry, toolbar, guidedToolbar, options, caption, urlReady = true, resetKey } = props;
	const t = useMemo(() => widgetT(lang), [lang]);
	const total = steps.length;
	const [index, setIndex] = useState(0);
	const [mode, setModeState] = useState<Mode>('guided');
	const [hydrated, setHydrated] = useState(false);
	const [notice, setNotice] = useState<string | null>(null);
	const [announcement, setAnnouncement] = useState('');
	const [present, setPresent] = useState<PresentState>('off');
	const [aside, setAside] = useState<ComponentChildren | null>(null);
	const [dock, setDock] = useState<ComponentChildren | null>(null);
	const [nextChapter, setNextChapter] = useState<NextStop | null>(null);
	const stageRef = useRef<HTMLElement>(null);
	const mainRef = useRef<HTMLDivElement>(null);
	const slotRef = useRef<HTMLDivElement>(null);
	const fitRef = useRef<HTMLDivElement>(null);
	const asideRef = useRef<HTMLDivElement>(null);
	const sideRef = useRef<HTMLDivElement>(null);
	const narrRef = useRef<HTMLDivElement>(null);
	const barRef = useRef<HTMLDivElement>(null);
	const guided = mode === 'guided' || !renderTry;

	const tryBarRef = useRef<HTMLDivElement>(null);
	const [tryControls, setTryControls] = useState(false);
	const api = useMemo<StageApi>(
		() => ({
			show: (slot, node) => (slot === 'aside' ? setAside(() => node) : setDock(() => node)),
			controls: () => tryBarRef.current,
			controlsOn: setTryControls,
		}),
		[],
	);

	const setMode = (next: Mode, write = true) => {
		setModeState(next);
		if (!write) return;
		const search = next === 'try' ? writeTry(window.location.search, id) : writeStep(window.location.search, id, index);
		window.history.replaceState(window.history.state, '', window.location.pathname + search + `#${id}`);
	};

	useEffect(() => {
		setHydrated(true);
		setNextChapter(footerNext());
	}, []);
	const { writeUrl } = useStepUrl(id, total, t, Boolean(renderTry), urlReady, resetKey, stageRef, setIndex, () => setModeState('try'), setNotice, setPresent);
	const { enterPresent, leavePresent } = usePresent(stageRef, present, setPresent, t, setAnnouncement);
	const scriptStop = useScriptStop(present, hydrated, id);
	const { copied, setCopied, copyLink } = useCopyLink(id, guided, index, t, setAnnouncement, setNotice);
	useStageFit(stageRef, mainRef, slotRef, fitRef, asideRef, sideRef, narrRef, barRef, hydrated, guided, present, index);
	const { markStep } = useStageFollow(stageRef, mainRef, barRef, hydrated, guided, index, aside, dock);

	const go = (next: number) => {
		const target = clampStep(next, total);
		markStep();
		setIndex(target);
		setNotice(null);
		setCopied(false);
		const step = steps[target];
		setAnnouncement(t('shell.stepAnnounce', { n: target + 1, total, text: step ? step.text : '' }));
		writeUrl(target);
	};

	// Present mode: Next at the teacher's script's step, or after the last step, leads on (scriptWalk.ts).
	const atEnd = index >= total - 1;
	const stop: NextStop | null = present !== 'off' && guided && scriptStop ? scriptStop(index, total) : null;
	const follow = (target: NextStop) => followStop(target, go);
	// After the last step, the way on ("Try it yourself", the next chapter), drawn in two places and
	// shown in one (widgets.css): under the narration when it is pinned with the board or presented,
	// else in the controls bar, where the reader's eyes and finger are, in view whatever the step drew.
	const showEnd = Boolean(hydrated && guided && atEnd && (renderTry || nextChapter));
	const onKeyDown = stageKeyDown(
		stageRef,
		slotRef,
		guided,
		present,
		setPresent,
		enterPresent,
		leavePresent,
		index,
		total,
		go,
		stop ? () => follow(stop) : null,
	);

	const shown = clampStep(index, total);
	const titleId = `${id}-title`;

	return (
		<StageContext.Provider value={hydrated ? api : null}>
			<section
				id={id}
				ref={stageRef}
				class={`wt not-content${present === 'css' ? ' wt-present' : ''}${present !== 'off' ? ' wt-presenting' : ''}`}
				aria-labelledby={titleId}
				data-walkthrough={id}
				data-hydrated={hydrated ? 'true' : 'false'}
				data-mode={guided ? 'guided' : 'try'}
				tabIndex={-1}
				onKeyDown={onKeyDown}
				onPointerDown={stagePointerDown(stageRef)}
			>
				<div class="wt-head">
					<p class="wt-title" id={titleId}>
						{title}
					</p>
					<StageTools
						t={t}
						hasTry={Boolean(renderTry)}
						tryMode={mode === 'try'}
						setTry={(on) => setMode(on ? 'try' : 'guided')}
						presenting={present !== 'off'}
						togglePresent={() => (present === 'off' ? enterPresent() : leavePresent())}
						copied={copied}
						guided={guided}
						copyLink={copyLink}
					/>
				</div>
				{toolbar && <div class="wt-toolbar">{toolbar}</div>}
				{options && (
					<details class="wt-options wt-js">
						<summary>{t('shell.options')}</summary>
						<div class="wt-toolbar">{options}</div>
					</details>
				)}
				{guidedToolbar && guided && <div class="wt-toolbar">{guidedToolbar}</div>}
				{notice && (
					<p class="wt-notice" role="status">
						{notice}
					</p>
				)}
				{guided ? (
					<>
						<div class="wt-main" ref={mainRef}>
							<div class="wt-pin">
								<div class="wt-board" ref={slotRef}>
									<div class="wt-fit" ref={fitRef}>
										<GuidedBoardContext.Provider value={true}>{renderBoard(shown)}</GuidedBoardContext.Provider>
									</div>
								</div>
								<div class="wt-aside" ref={asideRef}>
									<Narration t={t} id={id} steps={steps} index={index} total={total} text={steps[shown]?.text ?? ''} hydrated={hydrated} narrRef={narrRef} />
									{aside && <div class="wt-feedback">{aside}</div>}
									{showEnd && <StageEnd t={t} hasTry={Boolean(renderTry)} onTry={() => setMode('try')} nextChapter={nextChapter} />}
								</div>
							</div>
							{renderSide && (
								<div class="wt-side" ref={sideRef}>
									{renderSide(shown)}
								</div>
							)}
						</div>
						<StepsList t={t} steps={steps} index={index} hydrated={hydrated} go={go} />
					</>
				) : (
					<div class="wt-try">{renderTry?.()}</div>
				)}
				<p class="wt-keys wt-js">{guided ? t('shell.keys') : t('shell.keysTry')}</p>
				{caption && <div class="wt-caption">{caption}</div>}
				<div class="wt-bar wt-js" ref={barRef} hidden={!guided && !dock && !tryControls}>
					{dock && !guided && <div class="wt-dock">{dock}</div>}
					{!guided && <div class="wt-trybar" ref={tryBarRef} />}
					{guided && (
						<StageControls
							t={t}
							index={index}
							total={total}
							go={go}
							stop={stop}
							follow={follow}
							end={showEnd && <StageEnd t={t} hasTry={Boolean(renderTry)} onTry={() => setMode('try')} nextChapter={nextChapter} />}
						/>
					)}
				</div>
				<div class="sr-only" aria-live="polite" aria-atomic="true">
					{announcement}
				</div>
			</section>
		</StageContext.Provider>
	);
}
