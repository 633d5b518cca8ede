/** The parts of the "Ready for game night?" stage (ReadyCheck.tsx): a message in words, the stored result, the verdict after Check and the end screen. */
import type { Ref, RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Params, Translator } from '../../i18n/format';
import type { WidgetT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';
import { type AnyQuestion, type MsgRef, type ReadyKinds, type ReadyResult, readyStorageKey, rulesToReread } from '../../machines/shared/ready';

export interface Answer {
	chosen: string[];
	right: boolean;
}

export type AnyT = Translator<string, string>;

/** A message reference in words: nouns and lists of the game's messages become their forms. */
export function say(t: AnyT, ref: MsgRef): string {
	const params: Params = {};
	for (const [k, v] of Object.entries(ref.params ?? {})) {
		if (typeof v !== 'object') params[k] = v;
		else if ('noun' in v) params[k] = t.noun(v.noun);
		else if ('list' in v) params[k] = t.list(v.list.map((n) => t.noun(n)));
		else if ('label' in v) params[k] = t(v.label);
		else if ('all' in v) params[k] = t.list(v.all.map((m) => say(t, m)));
		else params[k] = say(t, v.msg);
	}
	return t(ref.key, params);
}

/** Storage that may throw (private mode, a refused permission) never breaks the check. */
export function store(game: string, result: ReadyResult): boolean {
	try {
		localStorage.setItem(readyStorageKey(game), JSON.stringify(result));
		return true;
	} catch {
		return false;
	}
}

/**
 * A page of this game under the site's base. Vite writes `import.meta.env.BASE_URL` as a literal
 * (`/`, or `/rules-at-play/` for a project site, always with its trailing slash), so the check needs
 * no copy of src/base.ts's `withBase` in its bundle (that module is a chunk of its own, 0.2 KB on the
 * ready pages for one string).
 */
const gameHref = (lang: Locale, game: string, rest: string) => `${import.meta.env.BASE_URL}${lang}/${game}/${rest}`;
const ruleHref = (lang: Locale, game: string, page: string, anchor: string) => gameHref(lang, game, `${page}/#${anchor}`);
const ruleName = (t: AnyT, page: string, anchor: string) => t(`rule.${page}.${anchor}`);

/**
 * Answers in a sentence: a list (« A, B et C »), or, when a label has commas of its own
 * (« Forêt, ligne 3, colonne 4 »), set apart by semicolons so each answer stays one item.
 */
export const answerList = (t: AnyT, tc: WidgetT, labels: readonly string[]) =>
	labels.some((l) => l.includes(',')) ? labels.join(tc('ready.sep')) : t.list(labels).s;

interface Common {
	t: AnyT;
	tc: WidgetT;
	lang: Locale;
	game: string;
}

/** After Check: right or wrong, the answer when wrong, the engine's reasons, the rule's link and the widget step's. */
export function ReadyFeedback({
	answered,
	q,
	t,
	tc,
	lang,
	game,
	feedbackRef,
	label,
}: Common & { answered: Answer; q: AnyQuestion; feedbackRef: Ref<HTMLDivElement>; label: (id: string) => string }) {
	return (
		<div class={`ready-feedback ${answered.right ? 'is-right' : 'is-wrong'}`} ref={feedbackRef} data-ready-feedback={answered.right ? 'right' : 'wrong'}>
			<p class="ready-verdict">
				<span aria-hidden="true">{answered.right ? '✓ ' : '✗ '}</span>
				{answered.right ? tc('ready.right') : tc('ready.wrong')}
			</p>
			{!answered.right && (
				<p>{`${tc('ready.yours', { answer: answerList(t, tc, answered.chosen.map(label)) })} ${tc('ready.answer', { answer: answerList(t, tc, q.right.map(label)) })}`}</p>
			)}
			<ul class="ready-reasons" aria-label={tc('ready.why')}>
				{q.reasons.map((r, i) => (
					<li key={i}>{say(t, r)}</li>
				))}
			</ul>
			<p class="ready-links">
				<a href={ruleHref(lang, game, q.rule.page, q.rule.anchor)} data-ready-rule>
					{tc('ready.rule', { rule: ruleName(t, q.rule.page, q.rule.anchor) })}
				</a>
				{q.step && (
					<a href={gameHref(lang, game, `${q.step.page}/?${q.step.widget}=${q.step.step}#${q.step.widget}`)} data-ready-step>
						{tc('ready.step')}
					</a>
				)}
				{q.reading && (
					<a href={ruleHref(lang, game, 'rulings', q.reading)} data-ready-reading>
						{tc('ready.reading')}
					</a>
				)}
			</p>
		</div>
	);
}

/** The end of a set: the score, the rules behind the missed questions, whether the result was kept. */
export function ReadyEnd({
	questions,
	answers,
	kept,
	score,
	total,
	t,
	tc,
	lang,
	game,
	endRef,
}: Common & {
	questions: readonly AnyQuestion[];
	answers: readonly Answer[];
	kept: boolean | null;
	score: number;
	total: number;
	endRef: Ref<HTMLDivElement>;
}) {
	const missed = questions.filter((_, i) => !answers[i]?.right);
	const reread = rulesToReread(missed);
	return (
		<div class="ready-end" ref={endRef} tabIndex={-1} data-ready-end>
			<p class="ready-score" data-ready-score={`${score}/${total}`}>
				{tc('ready.score', { score, total })}
			</p>
			{missed.length === 0 ? (
				<p>{tc('ready.perfect')}</p>
			) : (
				<>
					<p class="ready-reread-title">{tc('ready.reread')}</p>
					<ul class="ready-reread">
						{reread.map((r) => (
							<li key={`${r.page}#${r.anchor}`}>
								<a href={ruleHref(lang, game, r.page, r.anchor)}>{ruleName(t, r.page, r.anchor)}</a>
							</li>
						))}
					</ul>
				</>
			)}
			{kept !== null && (
				<p class="ready-kept" data-ready-kept={kept ? 'yes' : 'no'}>
					{kept ? tc('ready.kept') : tc('ready.notKept')}
				</p>
			)}
		</div>
	);
}

type Present = 'off' | 'api' | 'css';

/** Present mode, as the walkthroughs have it: the Fullscreen API on the stage, or a full-window class (Escape leaves it). */
export function useReadyPresent(stageRef: RefObject<HTMLElement>, present: Present, setPresent: (p: Present | ((p: Present) => Present)) => void) {
	useEffect(() => {
		const onChange = () => setPresent((p) => (document.fullscreenElement === stageRef.current ? 'api' : p === 'api' ? 'off' : p));
		document.addEventListener('fullscreenchange', onChange);
		return () => document.removeEventListener('fullscreenchange', onChange);
	}, []);
	useEffect(() => {
		document.documentElement.classList.toggle('wt-presenting', present === 'css');
	}, [present]);
	function togglePresent() {
		const stage = stageRef.current;
		if (!stage) return;
		if (present !== 'off') {
			if (document.fullscreenElement === stage) document.exitFullscreen().catch(() => {});
			setPresent('off');
		} else if (stage.requestFullscreen && document.fullscreenEnabled)
			stage.requestFullscreen().then(
				() => setPresent('api'),
				() => setPresent('css'),
			);
		else setPresent('css');
	}
	function onKeyDown(e: KeyboardEvent) {
		if (e.key === 'Escape' && present === 'css') setPresent('off');
	}

	return { togglePresent, onKeyDown };
}

/** A game's question kinds: given, or loaded once by the loader (when the first set starts). */
export function useKinds<P, K extends string>(generator: ReadyKinds<P, K> | (() => Promise<ReadyKinds<P, K>>)) {
	const [kinds, setKinds] = useState<ReadyKinds<P, K> | null>(typeof generator === 'function' ? null : generator);
	const [failed, setFailed] = useState(false);
	useEffect(() => {
		if (typeof generator !== 'function') {
			setKinds(generator);
			return;
		}
		let live = true;
		generator().then(
			(g) => {
				if (live) setKinds(g);
			},
			() => {
				if (live) setFailed(true);
			},
		);
		return () => {
			live = false;
		};
	}, [generator]);
	return { kinds, failed };
}

/** Where the focus goes after a render that asked for it: the verdict (brought into view, then Next focused), the end screen, or the next question. */
export function useReadyFocus(
	focusNext: { current: 'feedback' | 'question' | 'end' | null },
	stageRef: RefObject<HTMLElement>,
	feedbackRef: RefObject<HTMLDivElement>,
	endRef: RefObject<HTMLDivElement>,
): void {
	useEffect(() => {
		const target = focusNext.current;
		if (!target) return;
		const el =
			target === 'end' ? endRef.current : stageRef.current?.querySelector<HTMLElement>(target === 'feedback' ? '[data-ready-next]' : '[data-ready-prompt]');
		// Not drawn yet: an earlier render's effect, run late on a slow device after the click that
		// asked for this focus. The render that draws the target runs this again.
		if (!el) return;
		focusNext.current = null;
		if (target === 'feedback') {
			// The verdict is read where it is drawn: brought into view (over the pinned bar), then Next takes the focus.
			feedbackRef.current?.scrollIntoView({ block: 'nearest', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
			el.focus({ preventScroll: true });
		} else el.focus();
	});
}
