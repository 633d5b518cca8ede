import type { Locale } from '../../i18n/paths';
import { PARKS } from '../../machines/caldera-park/park';
import { PLAYER_COUNTS, type PlayerCount, type Side } from '../../machines/caldera-park/setup';
import type { SetupContext, setupMachine } from '../../machines/caldera-park/setup.machine';
import { tileById } from '../../machines/caldera-park/tiles';
import type { T } from '../../i18n/caldera-park/messages';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { LazyTry, type TryLoader } from '../shared/LazyTry';
import { PlayersTable } from '../shared/PlayersTable';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { useUrlChoice } from '../shared/useUrlChoice';
import { Walkthrough } from '../shared/Walkthrough';
import { CpPark } from './CpPark';
import type { SoloTryProps } from './SoloTry';
import { TileFace } from './TileFace';
import { playerName, playerNoun } from './turnParts';
import { atSeat, type Seat } from '../../machines/shared/seats';
import { setupKey } from './setupKey';
import { useMessages } from '../shared/useMessages';
import { tileWords } from './words';
import type { NarrationKey } from '../../machines/caldera-park/keys';

export const WIDGET_ID = 'park-setup';
const SIDES: readonly Side[] = ['caldera', 'geysers'];

const loadTry: TryLoader<SoloTryProps> = () => import('./SoloTry').then((m) => m.SoloTry);

export type SetupFrames = Record<string, GuidedFrames<typeof setupMachine, NarrationKey>>;

function SetupSide({ ctx, t }: { ctx: SetupContext; t: T }) {
	const first = ctx.players[0]!;
	const at = (seat: Seat) => atSeat(ctx.players, seat)!;
	return (
		<div class="cp-side cp-setup-side">
			{first.display.length > 0 && (
				<div>
					<p class="cp-h">{t('turn.display', { player: playerNoun(first.seat, t) })}</p>
					<ul class="cp-display">
						{first.display.map((id) => (
							<li key={id}>
								<span class="cp-chip" role="img" aria-label={tileWords(tileById(id), t)}>
									<TileFace tile={tileById(id)} t={t} />
								</span>
							</li>
						))}
					</ul>
				</div>
			)}
			<PlayersTable
				caption={t('setup.table')}
				head={t('turn.players.name')}
				rows={ctx.players.map(({ seat }) => ({ id: seat, letter: seat, name: playerName(seat, t), current: ctx.marmot === seat }))}
				// The marmot first: on a phone the table scrolls sideways, and the step that hands it out must show it.
				columns={[
					{ head: t('turn.players.marmot'), cell: (id) => (ctx.marmot === id ? '✓' : '') },
					{ head: t('setup.col.display'), cell: (id) => at(id).display.length },
					{ head: t('setup.col.reserve'), cell: (id) => at(id).reserve },
					{
						head: t('setup.col.weather'),
						cell: (id) => {
							const p = at(id);
							return ctx.done.includes('weather') ? t('setup.weatherAvail', { sun: p.sun ? 'yes' : 'no', n: p.hidden.length }) : t('setup.none');
						},
					},
					{ head: t('setup.col.boxed'), cell: (id) => at(id).boxed.length || t('setup.none') },
				]}
			/>
			{ctx.row.length > 0 && <p class="cp-note">{t('setup.row', { tokens: t.list(ctx.row.map((x) => t(`token.${x}`))).s })}</p>}
			{ctx.stack.length > 0 && <p class="cp-note">{t('setup.stack', { n: ctx.stack.length })}</p>}
		</div>
	);
}

/** Set-up for 1–4 players on either side of the park; try-it: where a solo score falls in the rating bands. */
export default function SetupWidget({
	lang,
	frames: all,
	players: initial = 3,
}: {
	lang: Locale /** every variant, replayed at build time (frames.ts) */;
	frames: SetupFrames /** the player count shown first (the solo page: 1) */;
	players?: PlayerCount;
}) {
	const { t, tc } = useMessages('caldera-park', lang);
	const players = useUrlChoice<PlayerCount>('players', PLAYER_COUNTS, initial);
	const side = useUrlChoice<Side>('side', SIDES, 'caldera');
	const key = setupKey(players.value, side.value);
	const frames = useGuidedExample(all[key]!);
	const steps = frames.map((f) => ({ text: t.ref(f.narration) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('setup.title')}
			steps={steps}
			urlReady={players.ready && side.ready}
			resetKey={key}
			guidedToolbar={
				<div class="wt-toolbar">
					<ChoiceGroup label={t('setup.players')}>
						{PLAYER_COUNTS.map((n) => (
							<button type="button" key={n} aria-label={t('setup.playersButton', { n })} {...players.button(n)}>
								{n}
							</button>
						))}
					</ChoiceGroup>
					<ChoiceGroup label={t('setup.side')}>
						{SIDES.map((s) => (
							<button type="button" key={s} {...side.button(s)}>
								{t(`setup.side.${s}`)}
							</button>
						))}
					</ChoiceGroup>
				</div>
			}
			renderBoard={(i) => {
				const ctx = frames[i]!.snap.context;
				return (
					<CpPark
						park={PARKS[ctx.input.side]}
						tiles={{}}
						weather={ctx.players[0]!.weather}
						owner={playerNoun(ctx.players[0]!.seat, t)}
						t={t}
						tc={tc}
						title={t('turn.showing', { player: playerNoun(ctx.players[0]!.seat, t) })}
					/>
				);
			}}
			renderSide={(i) => <SetupSide ctx={frames[i]!.snap.context} t={t} />}
			// The try-it rates a solo score (the rulebook's bands): it belongs to the solo page, where the
			// widget opens on one player; on the set-up page a "Try it" about scores misled (review ux.md, minor 10).
			{...(initial === 1 ? { renderTry: () => <LazyTry load={loadTry} lang={lang} props={{ lang, t, tc }} /> } : {})}
			caption={
				<>
					<p>{t('setup.caption')}</p>
					<p>{t(side.value === 'geysers' ? 'park.teachingGeysers' : 'park.teaching')}</p>
				</>
			}
		/>
	);
}
