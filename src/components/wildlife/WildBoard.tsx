import { useMemo } from 'preact/hooks';
import { type WidgetT, widgetT } from '../../i18n/messages';
import type { T } from '../../i18n/wildlife/messages';
import type { Locale } from '../../i18n/paths';
import { areaById, cellById, neighbours } from '../../machines/wildlife/board';
import { TERRAINS, type Board, type Occupancy } from '../../machines/wildlife/types';
import { BoardKey, type BoardKeyItem } from '../shared/BoardKey';
import { type SquareCell, SquareGrid } from '../shared/SquareGrid';
import { Token } from '../shared/Token';
import { playerNoun } from './playerNames';
import './wildlife.css';

export interface WildBoardProps {
	board: Board;
	occ: Occupancy;
	lang: Locale;
	t: T;
	marks?: Record<string, 'last' | 'refused' | 'hint'>;
	onActivate?: (cellId: string) => void;
}

/** Thick borders where the neighbouring space belongs to another area or is off the board. */
function edgeClasses(board: Board, id: string): string {
	const cell = cellById(id, board)!;
	const around = new Set(neighbours(id, board));
	const sides: [string, number, number][] = [
		['edge-t', -1, 0],
		['edge-b', 1, 0],
		['edge-l', 0, -1],
		['edge-r', 0, 1],
	];
	return sides
		.filter(([, dr, dc]) => {
			const nid = `r${cell.row + dr}c${cell.col + dc}`;
			return !around.has(nid) || cellById(nid, board)!.area !== cell.area;
		})
		.map(([cls]) => cls)
		.join(' ');
}

/** The key under every WildLife board: the terrains it shows, then what a thick line means. */
export function WildKey({ board, t, tc }: { board: Board; t: T; tc: WidgetT }) {
	const present = new Set(board.cells.map((c) => c.terrain));
	const items: BoardKeyItem[] = TERRAINS.filter((x) => present.has(x)).map((x) => ({ id: x, name: t(`terrain.${x}`), className: `t-${x}` }));
	items.push({ id: 'edge', name: t('board.key.areaEdge'), className: 'key-edge' });
	return <BoardKey title={tc('board.key')} items={items} />;
}

/** The cells of a WildLife board: terrain and area-border classes, a name, the piece if any. */
export function wildCells(board: Board, occ: Occupancy, t: T, tc: WidgetT, marks: WildBoardProps['marks'] = {}): SquareCell[] {
	return board.cells.map((c) => {
		const owner = occ[c.id];
		const area = areaById(c.area, board)!;
		const content = owner === undefined ? tc('board.empty') : t('player.piece', { player: playerNoun(t, owner) });
		return {
			id: c.id,
			row: c.row,
			col: c.col,
			className: `t-${c.terrain} ${edgeClasses(board, c.id)}`,
			label: tc('board.cellName', {
				terrain: t(`terrain.${c.terrain}`),
				size: t(`size.${area.size}`),
				row: c.row + 1,
				col: c.col + 1,
				content,
			}),
			content: owner === undefined ? undefined : <Token player={owner} />,
			mark: marks[c.id],
		};
	});
}

/** The WildLife teaching board: terrains, area borders, row and column numbers, pieces, key. */
export function WildBoard({ board, occ, lang, t, marks = {}, onActivate }: WildBoardProps) {
	const tc = useMemo(() => widgetT(lang), [lang]);
	const cells = wildCells(board, occ, t, tc, marks);
	return (
		<div class="wl-board" data-game="wildlife">
			<SquareGrid
				rows={board.rows}
				cols={board.cols}
				cells={cells}
				coords
				label={t('board.label', { rows: board.rows, cols: board.cols })}
				help={tc('board.gridHelp')}
				{...(onActivate ? { onActivate } : {})}
				legend={<WildKey board={board} t={t} tc={tc} />}
			/>
		</div>
	);
}
