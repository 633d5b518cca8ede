import type { T } from '../../i18n/animal-kingdoms/messages';
import type { Locale } from '../../i18n/paths';
import type { NarrationKey, Refusal } from '../../machines/animal-kingdoms/keys';
import type { AgeContext, ageMachine } from '../../machines/animal-kingdoms/age.machine';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import { PlayersTable } from '../shared/PlayersTable';
import { RefusalNote } from '../shared/RefusalNote';
import { type GuidedFrames, useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import type { AgeTryProps } from './AgeTry';
import { decreeText } from './dcWords';
import { KingdomsBoard } from './KingdomsBoard';
import { useMessages } from '../shared/useMessages';
import { cardName, playerName, playerNoun, refusalParams } from './words';
import type { WidgetT } from '../../i18n/messages';

const WIDGET_ID = 'age';
const loadTry: TryLoader<AgeTryProps> = () => import('./AgeTry').then((m) => m.AgeTry);

export function AgeBoard({ c, t }: { c: AgeContext; t: T; lang?: Locale }) {
	const current = c.last?.type === 'claim' ? c.last.kingdom : null;
	return <KingdomsBoard t={t} kingdoms={c.kingdoms} columns={c.columns} current={current} decree={(k) => decreeText(t, c.decrees[k]!)} />;
}

/** The players: cubes left, hand, points, withdrawn or not; whose turn; the First to Withdraw token. */
export function AgeSide({ c, t }: { c: AgeContext; t: T }) {
	return (
		<div class="ak-side">
			<PlayersTable
				shape="square"
				caption={t('age.table.caption')}
				head={t('table.player')}
				rows={c.players.map((p) => ({ id: p, letter: p, name: playerName(t, p), current: c.current === p }))}
				columns={[
					{ head: t('age.table.cubes'), cell: (p) => String(c.cubes[p] ?? 0) },
					{ head: t('age.table.hand'), cell: (p) => (c.hands[p] ?? []).map((x) => cardName(t, x)).join(', ') },
					{ head: t('table.points'), cell: (p) => String(c.scores[p] ?? 0) },
					{ head: t('age.table.state'), cell: (p) => t(c.passed.includes(p) ? 'age.table.passed' : 'age.table.playing') },
				]}
			/>
			<p class="ak-note">
				{c.current ? t('age.turn', { player: playerNoun(t, c.current) }) : t('age.ended')}
				{c.current && c.onlyPass ? ` ${t('age.onlyPass', { player: playerNoun(t, c.current) })}` : ''}
				{c.firstToPass ? ` ${t('age.firstToPass', { player: playerNoun(t, c.firstToPass) })}` : ''}
			</p>
		</div>
	);
}

/** The refusal of a move, in the page's words (players, cards and species as nouns); `bot`: the solo bot's seat. */
export function AgeRefusal({ c, t, tc, lang, live, bot }: { c: { refusal: Refusal | null }; t: T; tc: WidgetT; lang: Locale; live: boolean; bot?: string }) {
	if (!c.refusal) return null;
	return <RefusalNote refusal={{ ...c.refusal, params: refusalParams(t, c.refusal.params, bot) }} lang={lang} game="animal-kingdoms" tc={tc} tg={t} alert={live} />;
}

/** A turn and an age: claims, a rally, a capital, refusals with their rule, the age ending. */
export default function AgeWidget({ lang, frames: replayed }: { lang: Locale; /** frames.ts: ageFrames() */ frames: GuidedFrames<typeof ageMachine, NarrationKey> }) {
	const { t, tc } = useMessages('animal-kingdoms', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: t(f.narration, f.params) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('age.title')}
			steps={steps}
			renderBoard={(i) => <AgeBoard c={frames[i]!.snap.context} t={t} lang={lang} />}
			renderSide={(i) => (
				<>
					<AgeRefusal c={frames[i]!.snap.context} t={t} tc={tc} lang={lang} live={false} />
					<AgeSide c={frames[i]!.snap.context} t={t} />
				</>
			)}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{`${t('age.caption')} ${t('species.note')}`}</p>}
		/>
	);
}
