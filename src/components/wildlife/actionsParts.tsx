import type { T } from '../../i18n/wildlife/messages';
import type { Locale } from '../../i18n/paths';
import type { actionsMachine } from '../../machines/wildlife/actions.machine';
import { RefusalNote } from '../shared/RefusalNote';
import { Token } from '../shared/Token';
import { LevelsTable, GamePlayers, cellText, localRefusal, terrainNoun, type Marks } from './turnParts';
import type { FrameSnap, GuidedFrames } from '../../machines/shared/guided';
import type { NarrationKey } from '../../machines/wildlife/keys';
import type { WidgetT } from '../../i18n/messages';

/** A snapshot as plain data: a guided frame (replayed at build time) or a live one. */
export type Snap = FrameSnap<typeof actionsMachine>;

export const WIDGET_ID = 'actions-demo';

export function marksOf(snap: Snap): Marks {
	const c = snap.context;
	const marks: Marks = {};
	for (const cell of c.targets) marks[cell] = 'hint';
	if (c.last) marks[c.last.cell] = 'last';
	if (c.selected) marks[c.selected] = 'last';
	if (c.refusedCell) marks[c.refusedCell] = 'refused';
	return marks;
}

/** What is shown as chosen: "Migrate with a forest card". */
export function choiceText(snap: Snap, t: T): string {
	return t('actions.choice', { action: t(`actions.action.${snap.context.action}`), card: terrainNoun(t, snap.context.card) });
}

/** The prompt under the choice: what to click next, and where the chosen piece may go. */
export function promptText(snap: Snap, t: T): string {
	const c = snap.context;
	if (c.action !== 'migrate') return t(`actions.prompt.${c.action}`, { card: terrainNoun(t, c.card) });
	if (!c.selected) return t('actions.prompt.pickPiece');
	if (!c.targets.length) return t('actions.prompt.noTarget', { cell: cellText(t, c.game.board, c.selected) });
	return t('actions.prompt.targets', {
		cell: cellText(t, c.game.board, c.selected),
		targets: c.targets.map((x) => cellText(t, c.game.board, x)).join(t('list.sep')),
	});
}

export function SidePanel({ snap, t, lang, tc, guided }: { snap: Snap; t: T; lang: Locale; tc: WidgetT; guided: boolean }) {
	const c = snap.context;
	const refusal = c.refusal ? localRefusal(c.refusal, t, c.game) : null;
	return (
		<div class="wl-side">
			<p class="wl-turn">
				<Token player="A" small />
				{` ${choiceText(snap, t)}`}
			</p>
			<p>{promptText(snap, t)}</p>
			{guided && refusal && <RefusalNote refusal={refusal} lang={lang} game="wildlife" tc={tc} tg={t.ref} alert={false} />}
			<GamePlayers game={c.game} t={t} caption={t('actions.table.caption')} />
			<LevelsTable game={c.game} levels={c.levels} t={t} caption={t('actions.levels.caption')} />
			<p class="wl-legend">{t('actions.legend')}</p>
		</div>
	);
}

export interface ActionsWidgetProps {
	lang: Locale;
	/** The guided example under both migration checks, replayed at build time (frames.ts: actionsFrames()). */
	frames: { arrival: GuidedFrames<typeof actionsMachine, NarrationKey>; path: GuidedFrames<typeof actionsMachine, NarrationKey> };
}
