import type { T } from '../../i18n/animal-kingdoms/messages';
import type { Locale } from '../../i18n/paths';
import { BOT, YOU } from '../../machines/animal-kingdoms/solo';
import type { SoloContext, soloMachine } from '../../machines/animal-kingdoms/solo.machine';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import { type GuidedFrames, useGuidedExample } from '../shared/useGuidedExample';
import { Walkthrough } from '../shared/Walkthrough';
import { AgeRefusal } from './AgeWidget';
import { decreeText } from './dcWords';
import { KingdomsBoard } from './KingdomsBoard';
import type { SoloTryProps } from './SoloTry';
import { botWhyParts } from './soloWords';
import { useMessages } from '../shared/useMessages';
import { cardName, playerName } from './words';
import type { NarrationKey } from '../../machines/animal-kingdoms/keys';

const WIDGET_ID = 'solo-bot';
const loadTry: TryLoader<SoloTryProps> = () => import('./SoloTry').then((m) => m.SoloTry);

export function SoloBoard({ c, t }: { c: SoloContext; t: T; lang?: Locale }) {
	const played = c.botTurn?.plays.at(-1)?.choice.kingdom ?? null;
	return <KingdomsBoard t={t} kingdoms={c.kingdoms} columns={c.columns} current={played} decree={(k) => decreeText(t, c.decrees[k]!)} nameOf={(p) => (p === BOT ? t('solo.bot') : playerName(t, p))} />;
}

/** Whose turn, your face-up hand, the bot's bonus card(s), the level. */
export function SoloSide({ c, t }: { c: SoloContext; t: T }) {
	return (
		<div class="ak-side">
			<p class="ak-note">{c.current === null ? t('solo.turn.over') : c.current === BOT ? t('solo.turn.bot') : t('solo.turn.you')}</p>
			<p class="ak-note">{`${t('solo.yourHand')} — ${(c.hands.A ?? []).map((x) => cardName(t, x)).join(', ')}`}</p>
			<p class="ak-note">{`${t('solo.bonusCard')} — ${c.bonus.length ? c.bonus.map((x) => cardName(t, x)).join(', ') : t('solo.bonusNone')} · ${t('solo.level')} — ${t(`solo.level.${c.level}`)}`}</p>
			<p class="ak-note">{`${playerName(t, YOU)} ${c.cubes[YOU] ?? 0} · ${t('solo.bot')} ${c.cubes[BOT] ?? 0} (${t('table.cubes')})`}</p>
		</div>
	);
}

/** The solo bot: the value picks the kingdom, your last kingdom, the two constraints, skipping, relaxing, the bonus. */
export default function SoloWidget({ lang, frames: replayed }: { lang: Locale; /** frames.ts: soloFrames() */ frames: GuidedFrames<typeof soloMachine, NarrationKey> }) {
	const { t, tc } = useMessages('animal-kingdoms', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f, i) => {
		// a step without an event (the bonus card) reads the turn of the step before
		const src = f.event ? f : (frames[i - 1] ?? f);
		const parts = botWhyParts(t, src.snap.context.botTurn, src.before.context.bonus, src.snap.context.level);
		return { text: t(f.narration, { why: `${parts.first} ${parts.bonus}`.trim(), first: parts.first, bonus: parts.bonus, ...f.params }) };
	});
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('solo.title')}
			steps={steps}
			renderBoard={(i) => <SoloBoard c={frames[i]!.snap.context} t={t} lang={lang} />}
			renderSide={(i) => (
				<>
					<AgeRefusal c={frames[i]!.snap.context} t={t} tc={tc} lang={lang} live={false} bot={BOT} />
					<SoloSide c={frames[i]!.snap.context} t={t} />
				</>
			)}
			renderTry={() => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} />}
			caption={<p>{`${t('solo.caption')} ${t('species.note')}`}</p>}
		/>
	);
}
