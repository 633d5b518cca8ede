import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { COMMON } from '../../i18n/common';
import { translator } from '../../i18n/format';
import type { Locale } from '../../i18n/paths';
import { clampStep, readStep, writeStep } from './stepParam';

export interface WalkStep {
	/** Narration of the step, already in the page's language. */
	text: string;
}

export interface WalkthroughProps {
	/** Unique on the page; also the URL parameter that holds the step (`?<id>=4`). */
	id: string;
	lang: Locale;
	title: string;
	steps: WalkStep[];
	/** Draws the board (or any picture) of step `index`. */
	renderBoard: (index: number) => ComponentChildren;
	/** When given, a Guided / Try-it switch appears and this draws the try-it mode. */
	renderTry?: () => ComponentChildren;
	/** Drawn above the board in both modes (settings such as the player count). */
	toolbar?: ComponentChildren;
	/** Drawn above the board in guided mode only (a choice between guided examples). */
	guidedToolbar?: ComponentChildren;
	/** Drawn under everything (a caption such as "teaching diagram"). */
	caption?: ComponentChildren;
	/** False while the widget is still reading its own settings from the URL (default true). */
	urlReady?: boolean;
}

type Mode = 'guided' | 'try';

function isTypingTarget(target: EventTarget | null): boolean {
	if (!(target instanceof HTMLElement)) return false;
	return Boolean(target.closest('input, select, textarea, [data-grid], [contenteditable="true"]'));
}

/**
 * The walkthrough shell every widget reuses: narration, Previous / Next / Restart, progress,
 * keyboard (arrows, Home, End), a polite live region, the step in the URL, a guided / try-it
 * switch, and a server-rendered list of all steps that reads on its own without JavaScript.
 */
export function Walkthrough(props: WalkthroughProps) {
	const { id, lang, title, steps, renderBoard, renderTry, toolbar, guidedToolbar, caption, urlReady = true } = props;
	const t = useMemo(() => translator(COMMON[lang]), [lang]);
	const total = steps.length;
	const [index, setIndex] = useState(0);
	const [mode, setMode] = useState<Mode>('guided');
	const [hydrated, setHydrated] = useState(false);
	const [notice, setNotice] = useState<string | null>(null);
	const [announcement, setAnnouncement] = useState('');
	const narrationRef = useRef<HTMLParagraphElement>(null);

	// On the client only: read the step from the URL, once, when the widget has read its own
	// settings from the URL (`urlReady`), so the step is checked against the right example.
	const [urlDone, setUrlDone] = useState(false);
	useEffect(() => setHydrated(true), []);
	useEffect(() => {
		if (!urlReady || urlDone) return;
		setUrlDone(true);
		const read = readStep(window.location.search, id, total);
		if (read.kind === 'ok') setIndex(read.index);
		else if (read.kind === 'invalid') {
			setNotice(t('shell.badStep', { value: read.value }));
			window.history.replaceState(window.history.state, '', window.location.pathname + writeStep(window.location.search, id, 0) + window.location.hash);
		}
	}, [urlReady, urlDone, id, total, t]);

	// If the example changes (another player count), stay in range.
	useEffect(() => {
		setIndex((i) => clampStep(i, total));
	}, [total]);

	const go = (next: number) => {
		const target = clampStep(next, total);
		setIndex(target);
		setNotice(null);
		const step = steps[target];
		setAnnouncement(t('shell.stepAnnounce', { n: target + 1, total, text: step ? step.text : '' }));
		const url = writeStep(window.location.search, id, target) + window.location.hash;
		window.history.replaceState(window.history.state, '', window.location.pathname + url);
	};

	const onKeyDown = (event: JSX.TargetedKeyboardEvent<HTMLElement>) => {
		if (mode !== 'guided' || isTypingTarget(event.target)) return;
		if (event.altKey || event.ctrlKey || event.metaKey) return;
		const keys: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: total - 1 };
		const next = keys[event.key];
		if (next === undefined) return;
		event.preventDefault();
		go(next);
	};

	const current = steps[clampStep(index, total)];
	const atStart = index <= 0;
	const atEnd = index >= total - 1;
	const titleId = `${id}-title`;
	const narrationId = `${id}-narration`;

	return (
		<section class="wt not-content" aria-labelledby={titleId} data-walkthrough={id} data-hydrated={hydrated ? 'true' : 'false'} onKeyDown={onKeyDown}>
			<div class="wt-head">
				<p class="wt-title" id={titleId}>{title}</p>
				{renderTry && (
					<div class="wt-modes" role="group" aria-label={t('shell.mode')}>
						<button type="button" aria-pressed={mode === 'guided'} disabled={!hydrated} onClick={() => setMode('guided')}>
							{t('shell.guided')}
						</button>
						<button type="button" aria-pressed={mode === 'try'} disabled={!hydrated} onClick={() => setMode('try')}>
							{t('shell.try')}
						</button>
					</div>
				)}
			</div>
			{toolbar && <div class="wt-toolbar">{toolbar}</div>}
			{guidedToolbar && (mode === 'guided' || !renderTry) && <div class="wt-toolbar">{guidedToolbar}</div>}
			{notice && (
				<p class="wt-notice" role="status">
					{notice}
				</p>
			)}
			{mode === 'guided' || !renderTry ? (
				<div class="wt-guided">
					<div class="wt-board">{renderBoard(clampStep(index, total))}</div>
					<p class="wt-narration" id={narrationId} ref={narrationRef}>
						<span class="wt-stepno">{t('shell.progress', { n: index + 1, total })}</span>
						{` ${current?.text ?? ''}`}
					</p>
					<progress class="wt-progress" max={total} value={index + 1} aria-label={t('shell.progress', { n: index + 1, total })} />
					<div class="wt-controls">
						<button type="button" class="wt-btn" aria-disabled={!hydrated || atStart} onClick={() => !atStart && go(0)}>
							{`↺ ${t('shell.restart')}`}
						</button>
						<button type="button" class="wt-btn" aria-disabled={!hydrated || atStart} onClick={() => !atStart && go(index - 1)} aria-keyshortcuts="ArrowLeft">
							{`← ${t('shell.prev')}`}
						</button>
						<button type="button" class="wt-btn wt-btn-primary" aria-disabled={!hydrated || atEnd} onClick={() => !atEnd && go(index + 1)} aria-keyshortcuts="ArrowRight">
							{`${t('shell.next')} →`}
						</button>
					</div>
					<p class="wt-keys">{t('shell.keys')}</p>
					<details class="wt-steps" open>
						<summary>{t('shell.stepsList', { total })}</summary>
						{!hydrated && <p class="wt-noscript">{t('shell.noscript')}</p>}
						<ol>
							{steps.map((step, i) => (
								<li key={i} aria-current={hydrated && i === index ? 'step' : undefined}>
									<span class="wt-stepnum" aria-hidden="true">
										{`${i + 1}.`}
									</span>
									{hydrated ? (
										<button type="button" class="wt-steplink" onClick={() => go(i)} aria-label={`${t('shell.goToStep', { n: i + 1 })}: ${step.text}`}>
											{step.text}
										</button>
									) : (
										<span>{step.text}</span>
									)}
								</li>
							))}
						</ol>
					</details>
				</div>
			) : (
				<div class="wt-try">{renderTry()}</div>
			)}
			<div class="sr-only" aria-live="polite" aria-atomic="true">
				{announcement}
			</div>
			{caption && <div class="wt-caption">{caption}</div>}
		</section>
	);
}
