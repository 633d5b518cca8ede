import { TableWrap } from './TableWrap';
import { Token } from './Token';
import type { PlayerRow } from './PlayersTable';

export interface ScoringLine {
	label: string;
	points: Record<string, number>;
}

export interface ScoringTableLabels {
	caption: string;
	line: string;
	total: string;
	/** read after the current line's label */
	current: string;
	/** read in the cells of a line not scored yet */
	pending: string;
}

/**
 * A scoring sheet: one row per scoring line, one column per player, the totals underneath. Lines up
 * to `scored` are filled in (the last of them is the current one); the others wait. Every number
 * comes from the caller's snapshot, none is added up here.
 */
export function ScoringTable({
	labels,
	players,
	lines,
	scored,
	totals,
	captionHidden = false,
	class: extra,
}: {
	labels: ScoringTableLabels;
	players: readonly PlayerRow[];
	lines: readonly ScoringLine[];
	scored: number;
	totals: Record<string, number>;
	/** The caption for screen readers only (TableWrap). */
	captionHidden?: boolean;
	class?: string;
}) {
	return (
		<TableWrap caption={labels.caption} captionHidden={captionHidden} class={extra ? `wt-scoring ${extra}` : 'wt-scoring'}>
			<thead>
				<tr>
					<th scope="col">{labels.line}</th>
					{players.map((p) => (
						<th scope="col" key={p.id}>
							<Token player={p.letter} small /> <span class="sr-only">{p.name}</span>
							<span aria-hidden="true">{p.letter}</span>
						</th>
					))}
				</tr>
			</thead>
			<tbody>
				{lines.map((l, i) => {
					const done = i < scored;
					const current = i === scored - 1;
					return (
						<tr key={i} class={current ? 'is-current' : done ? undefined : 'is-pending'} aria-current={current ? 'true' : undefined}>
							<th scope="row">
								{current && <span aria-hidden="true">▶ </span>}
								{l.label}
								{current && <span class="sr-only">{` (${labels.current})`}</span>}
							</th>
							{players.map((p) => (
								<td key={p.id}>
									{done ? (
										l.points[p.id] || '—'
									) : (
										<>
											<span aria-hidden="true">·</span>
											<span class="sr-only">{labels.pending}</span>
										</>
									)}
								</td>
							))}
						</tr>
					);
				})}
			</tbody>
			<tfoot>
				<tr>
					<th scope="row">{labels.total}</th>
					{players.map((p) => (
						<td key={p.id}>
							<strong>{totals[p.id] ?? 0}</strong>
						</td>
					))}
				</tr>
			</tfoot>
		</TableWrap>
	);
}
