/** The score sheet's end of the game: First to Withdraw and reinforcement tokens, totals, the winner and why (ScoreSheet.tsx). */
import { KINGDOM_COUNT } from '../../machines/animal-kingdoms/board';
import { fieldId, SHEET_BOT } from '../../machines/animal-kingdoms/sheet';
import type { RuleRef } from '../../machines/shared/types';
import { ruleHref, SheetCell } from '../shared/ScoreSheetParts';
import { TableWrap } from '../shared/TableWrap';
import { kingdomNoun } from './words';
import { type Ctx, GAME } from './sheetAgeParts';

export function End(ctx: Ctx) {
	const { t, tc, lang, sheet, score, label, name, refusalAt, update } = ctx;
	const players = score.players;
	const rows: { key: 'ftw' | 'tokens'; field: (i: number) => string; msg: 'sheet.ftwOf' | 'sheet.tokensOf' }[] = [
		{ key: 'ftw', field: fieldId.ftw, msg: 'sheet.ftwOf' },
		{ key: 'tokens', field: fieldId.tokens, msg: 'sheet.tokensOf' },
	];
	const ftw = (i: number) => (sheet.solo ? 0 : Number(sheet.ftw[i]) || 0);
	return (
		<section class="sheet-end" aria-labelledby="ak-sheet-end">
			<h3 id="ak-sheet-end">{t('sheet.end')}</h3>
			{!sheet.solo &&
				rows.map((r) => (
					<fieldset key={r.key}>
						<legend>{t(r.key === 'ftw' ? 'sheet.ftw' : 'sheet.tokens')}</legend>
						<div class="sheet-cells">
							{players.map((p, i) => (
								<SheetCell
									key={p}
									id={r.field(i)}
									label={label(p)}
									seat={p}
									value={sheet[r.key][i] ?? ''}
									onValue={(v) =>
										update((s) => {
											s[r.key][i] = v;
										})
									}
									refusal={refusalAt(r.field(i))}
									lang={lang}
									game={GAME}
									tc={tc}
								/>
							))}
						</div>
						{r.key === 'tokens' && !sheet.treaty && (
							<p class="sheet-help">{t('sheet.tokensWonHint', { list: players.map((p) => `${label(p)} ${score.tokensWon[p] ?? 0}`).join(', ') })}</p>
						)}
					</fieldset>
				))}
			<TableWrap caption={t('sheet.endTable')}>
				<thead>
					<tr>
						<th scope="col">{t('table.player')}</th>
						<th scope="col">{t('sheet.track')}</th>
						{!sheet.solo && <th scope="col">{t('sheet.ftw')}</th>}
						{!sheet.solo && <th scope="col">{t('sheet.tokens')}</th>}
						<th scope="col">{tc('scoresheet.total')}</th>
					</tr>
				</thead>
				<tbody>
					{players.map((p, i) => (
						<tr key={p}>
							<th scope="row">{label(p)}</th>
							<td>{String(score.track[p] ?? 0)}</td>
							{!sheet.solo && <td>{String(ftw(i))}</td>}
							{!sheet.solo && <td>{String((score.totals[p] ?? 0) - (score.track[p] ?? 0) - ftw(i))}</td>}
							<td data-total={p}>{String(score.totals[p] ?? 0)}</td>
						</tr>
					))}
				</tbody>
			</TableWrap>
			<Winner {...ctx} name={name} />
		</section>
	);
}

function Winner({ t, tc, lang, sheet, score, name }: Ctx) {
	if (!score.winners) return <p class="sheet-help">{t('sheet.notDone')}</p>;
	const best = Math.max(...score.players.map((p) => score.totals[p] ?? 0));
	const tied = score.players.filter((p) => score.totals[p] === best);
	let text: string;
	let rule: RuleRef;
	let how: 'sheet.how.end' | 'sheet.how.solo' | 'sheet.how.winner' = 'sheet.how.end';
	if (sheet.solo) {
		const you = score.totals.A ?? 0;
		const bot = score.totals[SHEET_BOT] ?? 0;
		text = t(score.winners[0] === 'A' ? 'sheet.soloWin' : 'sheet.soloLoss', { you, bot });
		rule = { page: 'solo', anchor: 'solo-end' };
		how = 'sheet.how.solo';
	} else if (score.byCapital) {
		const winner = score.winners[0]!;
		const k = score.capitals.lastIndexOf(winner);
		text = t('sheet.winnerCapital', { n: best, tied: t.list(tied.map(name)), winner: name(winner), kingdom: kingdomNoun(t, k < 0 ? KINGDOM_COUNT - 1 : k) });
		rule = { page: 'end-of-game', anchor: 'tie-break' };
	} else if (score.winners.length > 1) {
		text = t('sheet.winnersShared', { n: best, tied: t.list(tied.map(name)) });
		rule = { page: 'end-of-game', anchor: 'tie-break' };
	} else {
		text = t('sheet.winner', { winner: name(score.winners[0]!), n: best });
		rule = { page: 'end-of-game', anchor: 'winner' };
		how = 'sheet.how.winner';
	}
	return (
		<p class="sheet-winner" data-winner={score.winners.join('')}>
			{text} <a href={ruleHref(lang, GAME, rule)}>{tc('scoresheet.why', { rule: t(how) })}</a>
		</p>
	);
}
