/**
 * The picture that opens WildLife's overview: a teaching board and its pieces, drawn by the same
 * components as the widgets, numbered callouts explained beside it. Server-rendered only (used
 * without a client: directive), so the page ships no JavaScript for it.
 */
import { gameT, widgetT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';
import { TEACHING_BOARD } from '../../machines/wildlife/board';
import type { Occupancy } from '../../machines/wildlife/types';
import { SquarePicture } from '../shared/SquareGrid';
import { Token } from '../shared/Token';
import { WildKey, wildCells } from './WildBoard';
import './wildlife.css';

export const OVERVIEW_PLAYERS = ['A', 'B', 'C', 'D'] as const;

/**
 * A made-up position: A's herd in the steppe, a full small savanna, a few other pieces. Four players
 * have seeded 5 pieces each, and a piece never returns to the reserve: everyone has at least 5 on the
 * board (src/machines/wildlife/position.ts checks it).
 */
export const OVERVIEW_OCC: Occupancy = {
	r2c5: 'A',
	r2c6: 'A',
	r3c6: 'A',
	r3c7: 'A',
	r6c2: 'A',
	r4c4: 'B',
	r4c5: 'B',
	r5c5: 'B',
	r1c8: 'B',
	r5c4: 'C',
	r6c4: 'C',
	r0c1: 'C',
	r1c1: 'C',
	r5c7: 'D',
	r5c8: 'D',
	r7c7: 'D',
	r0c5: 'B',
	r5c1: 'C',
	r3c9: 'D',
	r6c9: 'D',
};

/** Callout number → the cell it is drawn on (1 herd, 2 full area, 3 small area, 4 large area). */
const CALLOUTS: Record<string, number> = { r2c7: 1, r4c4: 2, r2c3: 3, r4c8: 4 };

export default function OverviewPicture({ lang }: { lang: Locale }) {
	const t = gameT('wildlife', lang);
	const tc = widgetT(lang);
	const cells = wildCells(TEACHING_BOARD, OVERVIEW_OCC, t, tc).map((cell) => {
		const n = CALLOUTS[cell.id];
		if (n === undefined) return cell;
		return {
			...cell,
			content: (
				<>
					{cell.content}
					<span class="callout" aria-hidden="true">
						{n}
					</span>
				</>
			),
		};
	});
	return (
		<figure class="wl-picture" data-game="wildlife">
			<div class="wl-picture-board">
				<div class="wl-board" data-game="wildlife">
					<SquarePicture
						rows={TEACHING_BOARD.rows}
						cols={TEACHING_BOARD.cols}
						cells={cells}
						coords
						label={t('picture.label')}
						legend={<WildKey board={TEACHING_BOARD} t={t} tc={tc} />}
					/>
				</div>
			</div>
			<div class="wl-picture-text">
				<ol class="wl-picture-callouts">
					{([1, 2, 3, 4] as const).map((n) => (
						<li key={n}>
							<span class="callout" aria-hidden="true">
								{n}
							</span>
							{t(`picture.${n}`)}
						</li>
					))}
				</ol>
				<p class="wl-picture-players">
					{OVERVIEW_PLAYERS.map((p) => (
						<span key={p}>
							<Token player={p} small />
							{t(`player.${p}`)}
						</span>
					))}
				</p>
				<p>{t('picture.pieces')}</p>
				<p>{t('picture.coords')}</p>
			</div>
			<figcaption>
				<strong>{t('picture.title')}</strong>
				{` ${tc('teaching.diagram')}`}
			</figcaption>
		</figure>
	);
}
