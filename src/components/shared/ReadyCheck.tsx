import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { gameT, type MessagesSlug, widgetT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';
import { isRight, makeSet, newSeed, parseSeed, type ReadyKinds, type ReadyQuestion } from '../../machines/shared/ready';
import { type Answer, type AnyT, ReadyEnd, ReadyFeedback, say, store, useKinds, useReadyFocus, useReadyPresent } from './ReadyParts';
import { quotable } from './stepParam';
import './ready.css';

/** What a game's board drawing gets for one question. */
export interface ReadyBoardView {
	/** The ids the learner has chosen so far. */
	chosen: ReadonlySet<string>;
	/** Toggles a choice from a click on the board; undefined once the answer is checked. */
	toggle?: ((id: string) => void) | undefined;
	/** After Check: the right answer set, to mark on the board. */
	right?: ReadonlySet<string> | undefined;
}

export interface ReadyCheckProps<P, K extends string> {
	game: MessagesSlug;
	lang: Locale;
	/**
	 * The game's kinds, or better a loader (a function that imports the game's ready module and returns its <GAME>_READY_KINDS):
	 * the generator and the engine parts it asks then load when a set starts, outside the page's budget.
	 * Give a loader defined once (module level), not a new arrow each render.
	 */
	generator: ReadyKinds<P, K> | (() => Promise<ReadyKinds<P, K>>);
	/** Draws the question's position (the game's own board), marking `chosen` and, once checked, `right`. */
	renderBoard: (q: ReadyQuestion<P, K>, view: ReadyBoardView) => ComponentChildren;
	/** The stage's id and anchor (default `ready`). */
	id?: string;
	/** The caption under the board, when the kit's (`ready.teaching`: board and cards) does not fit the game. */
	caption?: string;
}

/**
 * "Ready for game night?": one set of questions drawn from the seed in the URL (`?seed=`), one at
 * a time on the stage. The learner chooses on the board or in the list of answers (radio buttons
 * for one answer, checkboxes for "every…": the keyboard's way, and a screen reader's), then Check:
 * right or wrong, the engine's reasons, the rule's link and the widget step that teaches it; then
 * Next. At the end: the score, the rules to reread, a new set, the set's link. The result is kept
 * per game in local storage for the game's home page (ReadyStatus.astro).
 */
export function ReadyCheck<P, K extends string>({ game, lang, generator, renderBoard, id = 'ready', caption }: ReadyCheckProps<P, K>) {
	const t = useMemo(() => gameT(game, lang) as unknown as AnyT, [game, lang]);
	const tc = useMemo(() => widgetT(lang), [lang]);
	const [hydrated, setHydrated] = useState(false);
	const [seed, setSeed] = useState(0);
	const [notice, setNotice] = useState<string | null>(null);
	const [index, setIndex] = useState(0);
	const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
	const [answers, setAnswers] = useState<Answer[]>([]);
	const [hint, setHint] = useState(false);
	const [kept, setKept] = useState<boolean | null>(null);
	const [copied, setCopied] = useState<string | null>(null);
	const [present, setPresent] = useState<'off' | 'api' | 'css'>('off'); // present mode, as in the walkthroughs: Fullscreen API, or a full-window class
	const stageRef = useRef<HTMLElement>(null);
	const feedbackRef = useRef<HTMLDivElement>(null);
	const endRef = useRef<HTMLDivElement>(null);
	const focusNext = useRef<'feedback' | 'question' | 'end' | null>(null);
	useEffect(() => {
		const value = new URL(location.href).searchParams.get('seed');
		const parsed = parseSeed(value);
		if (value !== null && parsed === null) {
			// Only a short plain word is repeated (no markup, no long text put in the site's mouth).
			const shown = quotable(value);
			setNotice(shown ? tc('ready.badSeed', { value: shown }) : tc('ready.badSeedUnquoted'));
		}
		start(parsed ?? newSeed(), false);
		setHydrated(true);
	}, []);

	const { kinds, failed } = useKinds(generator);
	const questions = useMemo(() => (seed && kinds ? makeSet(kinds, seed) : []), [kinds, seed]);
	const total = questions.length;
	const q = questions[index];
	const answered = answers[index];
	const finished = total > 0 && answers.length === total && index >= total;

	function start(s: number, focus = true) {
		const url = new URL(location.href);
		url.searchParams.set('seed', String(s));
		history.replaceState(history.state, '', url);
		setSeed(s);
		setIndex(0);
		setAnswers([]);
		setChosen(new Set());
		setKept(null);
		setHint(false);
		if (focus) focusNext.current = 'question';
	}

	useReadyFocus(focusNext, stageRef, feedbackRef, endRef);

	function toggle(choice: string) {
		if (!q || answered) return;
		setHint(false);
		if (q.pick === 'one') setChosen(new Set([choice]));
		else {
			const next = new Set(chosen);
			if (next.has(choice)) next.delete(choice);
			else next.add(choice);
			setChosen(next);
		}
	}

	function check() {
		if (!q || answered) return;
		if (chosen.size === 0) {
			setHint(true);
			return;
		}
		const list = q.choices.map((c) => c.id).filter((c) => chosen.has(c));
		const next = [...answers];
		next[index] = { chosen: list, right: isRight(q, list) };
		setAnswers(next);
		focusNext.current = 'feedback';
	}

	function next() {
		if (!answered) return;
		if (index + 1 < total) {
			setIndex(index + 1);
			setChosen(new Set());
			focusNext.current = 'question';
		} else {
			const score = answers.filter((a) => a.right).length;
			setKept(store(game, { score, total, date: new Date().toISOString() }));
			setIndex(total);
			focusNext.current = 'end';
		}
	}

	const { togglePresent, onKeyDown } = useReadyPresent(stageRef, present, setPresent);

	async function copyLink() {
		const url = new URL(location.href);
		url.searchParams.set('seed', String(seed));
		url.hash = id;
		try {
			await navigator.clipboard.writeText(url.href);
			setCopied(tc('ready.copied'));
		} catch {
			setCopied(tc('ready.copyFailed', { url: url.href }));
		}
	}

	const label = (choiceId: string) => {
		const c = q?.choices.find((x) => x.id === choiceId);
		return c ? say(t, c.label) : choiceId;
	};
	const titleId = `${id}-title`;
	const score = answers.filter((a) => a.right).length;

	let body: ComponentChildren;
	if (!hydrated || !q) {
		// Once hydrated, no question yet means the generator is still loading, or could not be loaded.
		body = finished ? null : !hydrated ? (
			<p class="ready-noscript">{tc('ready.noscript')}</p>
		) : failed ? (
			<p class="ready-noscript" role="alert">
				{tc('ready.loadFailed')}
			</p>
		) : (
			<p class="ready-noscript">{tc('ready.loading')}</p>
		);
	}
	if (hydrated && q && !finished) {
		const rightSet = answered ? new Set(q.right) : undefined;
		const inputType = q.pick === 'one' ? 'radio' : 'checkbox';
		body = (
			<div class="wt-main">
				<div class="wt-pin">
					<div class="wt-board">
						<div class="wt-fit">{renderBoard(q, { chosen, toggle: answered ? undefined : toggle, right: rightSet })}</div>
					</div>
					<div class="wt-aside">
						<p class="wt-narration" data-ready-prompt tabIndex={-1}>
							<span class="wt-stepno">{tc('ready.progress', { n: index + 1, total })}</span>
							{` ${say(t, q.prompt)}`}
						</p>
						<fieldset class="ready-choices" data-on={q.on} disabled={Boolean(answered)}>
							<legend>
								{tc('ready.choices')}
								<span class="ready-hint">
									{` — ${q.pick === 'one' ? tc('ready.pickOne') : tc('ready.pickEvery')}${q.on === 'board' ? ` ${tc('ready.onBoard')}` : ''}`}
								</span>
							</legend>
							{q.choices.map((c) => {
								const mark = rightSet ? (rightSet.has(c.id) ? 'right' : chosen.has(c.id) ? 'wrong' : undefined) : undefined;
								return (
									<label key={c.id} class="ready-choice" data-mark={mark} data-choice={c.id}>
										<input type={inputType} name={`${id}-q${index}`} value={c.id} checked={chosen.has(c.id)} onChange={() => toggle(c.id)} />
										<span>{say(t, c.label)}</span>
									</label>
								);
							})}
						</fieldset>
						{hint && (
							<p class="ready-hint-note" role="alert">
								{tc('ready.chooseFirst')}
							</p>
						)}
						{answered && <ReadyFeedback answered={answered} q={q} t={t} tc={tc} lang={lang} game={game} feedbackRef={feedbackRef} label={label} />}
					</div>
				</div>
			</div>
		);
	}
	if (finished)
		body = <ReadyEnd questions={questions} answers={answers} kept={kept} score={score} total={total} t={t} tc={tc} lang={lang} game={game} endRef={endRef} />;

	return (
		<section
			id={id}
			ref={stageRef}
			class={`wt ready not-content${present === 'css' ? ' wt-present' : ''}${present !== 'off' ? ' wt-presenting' : ''}`}
			onKeyDown={onKeyDown}
			aria-labelledby={titleId}
			data-ready={game}
			data-hydrated={hydrated ? 'true' : 'false'}
			data-mode="try"
			tabIndex={-1}
		>
			<div class="wt-head">
				<p class="wt-title" id={titleId}>
					{tc('ready.title')}
				</p>
				<div class="wt-tools wt-js">
					{seed > 0 && <span class="ready-seed">{tc('ready.set', { seed })}</span>}
					<button type="button" class="wt-btn" data-present aria-pressed={present !== 'off'} onClick={togglePresent}>
						{present === 'off' ? tc('shell.present') : tc('shell.presentLeave')}
					</button>
					<button type="button" class="wt-btn" data-ready-copy onClick={copyLink}>
						{tc('ready.copy')}
					</button>
					<button type="button" class="wt-btn" data-ready-new onClick={() => start(newSeed())}>
						{tc('ready.newSet')}
					</button>
				</div>
			</div>
			{copied && (
				<p class="wt-notice" role="status">
					{copied}
				</p>
			)}
			{notice && (
				<p class="wt-notice" role="status">
					{notice}
				</p>
			)}
			{body}
			<p class="wt-keys wt-js">{tc('ready.keys')}</p>
			<p class="wt-caption">{caption ?? tc('ready.teaching')}</p>
			<div class="wt-bar wt-js">
				<div class="wt-controls">
					{finished ? (
						<>
							<button type="button" class="wt-btn" data-ready-again onClick={() => start(seed)}>
								{tc('ready.again')}
							</button>
							<button type="button" class="wt-btn wt-btn-primary" onClick={() => start(newSeed())}>
								{tc('ready.newSet')}
							</button>
						</>
					) : (
						<>
							{/* Before the set is drawn (server HTML, loading) the bar says so: never « Question 1 sur 0 ». */}
							<progress
								class="wt-progress"
								max={total || 1}
								value={answers.length}
								aria-label={total > 0 ? tc('ready.progress', { n: index + 1, total }) : tc('ready.loading')}
							/>
							{answered ? (
								<button type="button" class="wt-btn wt-btn-primary" data-ready-next onClick={next}>
									{index + 1 < total ? tc('ready.next') : tc('ready.finish')}
									<span aria-hidden="true"> →</span>
								</button>
							) : (
								<button type="button" class="wt-btn wt-btn-primary" data-ready-check onClick={check}>
									{tc('ready.check')}
								</button>
							)}
						</>
					)}
				</div>
			</div>
			<div class="sr-only" aria-live="polite" aria-atomic="true">
				{answered && q
					? `${answered.right ? tc('ready.right') : tc('ready.wrong')} ${q.reasons.map((r) => say(t, r)).join(' ')}`
					: finished
						? tc('ready.score', { score, total })
						: ''}
			</div>
		</section>
	);
}
