/**
 * A legal move at any point of a Caldera Park try-it game, drawn from the rules' own answers
 * (canAnnounce, the matching tiles, placeHints), so property tests play whole games instead of
 * clicking at random until fast-check's array size runs out.
 */
import type { SnapshotFrom } from 'xstate';
import { tileMatches } from '../../../src/machines/caldera-park/tiles';
import { canAnnounce, REQUIREMENTS, type RequirementRow } from '../../../src/machines/caldera-park/turn';
import { placeHints, type TurnEvent, type turnMachine } from '../../../src/machines/caldera-park/turn.machine';

/** One legal move from a try-it snapshot, chosen by `pick` among the legal ones (null when the game is over). */
export function legalMove(snap: SnapshotFrom<typeof turnMachine>, pick: (n: number) => number): TurnEvent | null {
	const ctx = snap.context;
	switch (snap.value as string) {
		case 'forecast': {
			const p = ctx.players.find((x) => !x.forecast)!;
			const i = p.seat;
			const sunUp = !Object.values(p.weather).includes('sun');
			const picks = [...(sunUp ? (['sun'] as const) : []), ...(p.hidden.length ? (['hidden'] as const) : [])];
			return { type: 'FORECAST', player: i, pick: picks[pick(picks.length)]! };
		}
		case 'announce': {
			if (ctx.solo && !ctx.revealed) return { type: 'REVEAL' };
			const tokens = ctx.solo ? [ctx.revealed!] : ctx.row;
			const moves = tokens.flatMap((token) =>
				REQUIREMENTS.map((_, slot) => ({ token, slot })).filter((m) => canAnnounce(ctx.row, ctx.slots as RequirementRow, m.token, m.slot).ok),
			);
			const m = moves[pick(moves.length)]!;
			return { type: 'ANNOUNCE', token: m.token, slot: m.slot };
		}
		case 'placing': {
			const p = ctx.players.find((x) => x.placed === null)!;
			const i = p.seat;
			if (p.selected === null) {
				const token = ctx.announced!.token;
				const ok = p.display.map((t, j) => ({ t, j })).filter(({ t }) => tileMatches(t, token) || !p.display.some((x) => tileMatches(x, token)));
				return { type: 'SELECT', player: i, index: ok[pick(ok.length)]!.j };
			}
			const keys = placeHints(ctx, i).keys;
			return { type: 'PLACE', player: i, key: keys[pick(keys.length)]! };
		}
		case 'refill':
			return { type: 'REFILL' };
		case 'turnOver':
		case 'roundOver':
			return { type: 'NEXT' };
		default:
			return null;
	}
}
