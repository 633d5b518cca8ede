import type { ComponentChildren } from 'preact';
import type { Seat } from '../../machines/shared/seats';
import { TableWrap } from './TableWrap';
import type { PieceShape } from './players';
import { Token } from './Token';

/** A player's row header: the token letter (colour AND letter) and the name in the page's language. `P`: the game's player ids (seats). */
export interface PlayerRow<P extends string = string> {
	id: P;
	/** the seat, printed on the token */
	letter: Seat;
	name: string;
	/** the row of the player whose turn it is (highlighted, aria-current) */
	current?: boolean;
}

export interface PlayerColumn<P extends string = string> {
	head: string;
	cell: (id: P) => ComponentChildren;
}

/** One row per player, one column per fact the snapshot gives: food, score, role, points… */
export function PlayersTable<P extends string = string>({
	caption,
	head,
	rows,
	columns,
	class: extra,
	shape,
}: {
	caption: string;
	head: string;
	rows: readonly PlayerRow<P>[];
	columns: readonly PlayerColumn<P>[];
	class?: string /** one shape for every player's token (a game whose pieces all look alike) */;
	shape?: PieceShape;
}) {
	return (
		<TableWrap caption={caption} class={extra}>
			<thead>
				<tr>
					<th scope="col">{head}</th>
					{columns.map((c) => (
						<th scope="col" key={c.head}>
							{c.head}
						</th>
					))}
				</tr>
			</thead>
			<tbody>
				{rows.map((r) => (
					<tr key={r.id} class={r.current ? 'is-current' : undefined} aria-current={r.current ? 'true' : undefined}>
						<th scope="row">
							<Token player={r.letter} small shape={shape} />
							{` ${r.name}`}
						</th>
						{columns.map((c) => (
							<td key={c.head}>{c.cell(r.id)}</td>
						))}
					</tr>
				))}
			</tbody>
		</TableWrap>
	);
}
