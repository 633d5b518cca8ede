/** The stage's drawn parts (Walkthrough.tsx): its tools, the narration, the steps list and the controls bar. */
import type { ComponentChildren, RefObject } from 'preact';
import type { WidgetT } from '../../i18n/messages';
import type { WalkStep } from './Walkthrough';
import type { NextStop } from './WalkthroughPresent';

/** A small line icon (24×24 strokes), hidden from assistive technology: the button has a text name. */
function Icon({ d }: { d: string }) {
	return (
		<svg
			class="wt-svg"
			aria-hidden="true"
			viewBox="0 0 24 24"
			width="18"
			height="18"
			fill="none"
			stroke="currentColor"
			stroke-width="2"
			stroke-linecap="round"
			stroke-linejoin="round"
		>
			<path d={d} />
		</svg>
	);
}

interface ToolsProps {
	t: WidgetT;
	hasTry: boolean;
	tryMode: boolean;
	setTry: (on: boolean) => void;
	presenting: boolean;
	togglePresent: () => void;
	copied: boolean;
	guided: boolean;
	copyLink: () => void;
}

/** Mode switch, present and copy-link buttons. */
export function StageTools({ t, hasTry, tryMode, setTry, presenting, togglePresent, copied, guided, copyLink }: ToolsProps) {
	return (
		<div class="wt-tools wt-js">
			{hasTry && (
				<div class="wt-modes" role="group" aria-label={t('shell.mode')}>
					<button type="button" aria-pressed={!tryMode} data-mode-switch="guided" onClick={() => setTry(false)}>
						{t('shell.guided')}
					</button>
					<button type="button" aria-pressed={tryMode} data-mode-switch="try" onClick={() => setTry(true)}>
						{t('shell.try')}
					</button>
				</div>
			)}
			<button type="button" class="wt-btn wt-icon" data-present aria-pressed={presenting} aria-keyshortcuts="P" onClick={togglePresent}>
				<Icon d={!presenting ? 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5' : 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5'} />
				<span class="wt-label">{!presenting ? t('shell.present') : t('shell.presentLeave')}</span>
			</button>
			<button type="button" class="wt-btn wt-icon" data-copy-link onClick={copyLink}>
				<Icon d={copied ? 'M5 12l5 5L19 7' : 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'} />
				<span class="wt-label">{copied ? t('shell.copied') : guided ? t('shell.copy') : t('shell.copyTry')}</span>
			</button>
		</div>
	);
}

interface NarrationProps {
	t: WidgetT;
	id: string;
	steps: WalkStep[];
	index: number;
	total: number;
	/** The current step's text (the step kept in range while the example changes). */
	text: string;
	hydrated: boolean;
	narrRef: RefObject<HTMLDivElement>;
}

/** The current step over every step's text drawn invisibly in the same grid cell: the box is as tall as the longest step, so nothing under it moves. */
export function Narration({ t, id, steps, index, total, text, hydrated, narrRef }: NarrationProps) {
	return (
		<div class="wt-narr-box" ref={narrRef}>
			<p class="wt-narration" id={`${id}-narration`}>
				<span class="wt-stepno">{t('shell.progress', { n: index + 1, total })}</span>
				{` ${text}`}
			</p>
			{hydrated && (
				<div class="wt-narr-reserve" aria-hidden="true">
					{steps.map((step, i) => (
						<p key={i} class="wt-narr-ghost">
							<span class="wt-stepno">{t('shell.progress', { n: total, total })}</span>
							{` ${step.text}`}
						</p>
					))}
				</div>
			)}
		</div>
	);
}

/** After the last step: "Try it yourself" and the next chapter. */
export function StageEnd({ t, hasTry, onTry, nextChapter }: { t: WidgetT; hasTry: boolean; onTry: () => void; nextChapter: NextStop | null }) {
	return (
		<div class="wt-end wt-js">
			{hasTry && (
				<button type="button" class="wt-btn wt-btn-primary" data-end-try onClick={onTry}>
					{t('shell.end.try')}
				</button>
			)}
			{nextChapter && (
				<a class="wt-btn" data-end-next href={nextChapter.href}>
					{t('shell.end.next', { title: nextChapter.title })}
				</a>
			)}
		</div>
	);
}

/** Every step as a list: buttons once hydrated, plain text without JavaScript. */
export function StepsList({ t, steps, index, hydrated, go }: { t: WidgetT; steps: WalkStep[]; index: number; hydrated: boolean; go: (i: number) => void }) {
	return (
		<details class="wt-steps" open>
			<summary>{t('shell.stepsList', { total: steps.length })}</summary>
			{!hydrated && <p class="wt-noscript">{t('shell.noscript')}</p>}
			<ol>
				{steps.map((step, i) => (
					<li key={i} aria-current={hydrated && i === index ? 'step' : undefined}>
						<span class="wt-stepnum" aria-hidden="true">
							{`${i + 1}.`}
						</span>
						{hydrated ? (
							<button type="button" class="wt-steplink" onClick={() => go(i)} aria-label={t('shell.goToStep', { n: i + 1, text: step.text })}>
								{step.text}
							</button>
						) : (
							<span>{step.text}</span>
						)}
					</li>
				))}
			</ol>
		</details>
	);
}

interface ControlsProps {
	t: WidgetT;
	index: number;
	total: number;
	go: (i: number) => void;
	stop: NextStop | null;
	follow: (stop: NextStop) => void;
	/** After the last step: the way on (StageEnd), drawn before Next (a row of its own on a narrow stage). */
	end?: ComponentChildren;
}

/** Restart, Previous, progress and Next (which names and follows the next stop when there is one). */
export function StageControls({ t, index, total, go, stop, follow, end }: ControlsProps) {
	const atStart = index <= 0;
	const atEnd = index >= total - 1;
	return (
		<div class="wt-controls">
			<button type="button" class="wt-btn" aria-disabled={atStart} onClick={() => !atStart && go(0)}>
				<span aria-hidden="true">↺</span>
				<span class="wt-label">{` ${t('shell.restart')}`}</span>
			</button>
			<button type="button" class="wt-btn" data-prev aria-disabled={atStart} onClick={() => !atStart && go(index - 1)} aria-keyshortcuts="ArrowLeft">
				<span aria-hidden="true">←</span>
				<span class="wt-label">{` ${t('shell.prev')}`}</span>
			</button>
			<progress class="wt-progress" max={total} value={index + 1} aria-label={t('shell.progress', { n: index + 1, total })} />
			{end}
			<button
				type="button"
				class="wt-btn wt-btn-primary"
				data-next
				data-stop={stop ? '' : undefined}
				aria-disabled={atEnd && !stop}
				onClick={() => (stop ? follow(stop) : !atEnd && go(index + 1))}
				aria-keyshortcuts="ArrowRight Space"
			>
				{stop ? t('shell.walk.next', { title: stop.title }) : t('shell.next')}
				<span aria-hidden="true"> →</span>
			</button>
		</div>
	);
}
