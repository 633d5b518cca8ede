/** The end-of-age narration put into words from a snapshot (every number comes from the machine). */
import type { T } from '../../i18n/animal-kingdoms/messages';
import type { EndOfAgeContext } from '../../machines/animal-kingdoms/endOfAge.machine';
import { kingdomCubes } from '../../machines/animal-kingdoms/endOfAge';
import { counts, resultLine } from './eoaResult';
import { compareWords, revealWords } from './revealWords';
import { kingdomNoun, playerNoun, players } from './words';

/** Every parameter an end-of-age narration may use, from one snapshot. */
export function eoaParams(t: T, c: EndOfAgeContext): Record<string, string | number> {
	const last = c.results.at(-1);
	const b = c.battle;
	const p: Record<string, string | number> = {};
	if (last) p.result = resultLine(t, last);
	if (c.current < c.kingdoms.length && c.battleKingdom === c.current && b && !b.result) {
		const k = c.current;
		const cubes = kingdomCubes(c.players, c.kingdoms[k]!);
		p.tie = t('eoa.tie', { kingdom: kingdomNoun(t, k), counts: counts(t, cubes), names: players(t, b.fighters) });
	}
	if (b) {
		p.reveal = revealWords(t, b);
		if (b.history.length && !b.result) p.compare = compareWords(t, b);
	}
	p.totals = t.list(c.players.map((pl, i) => t(i === 0 ? 'eoa.totals.first' : 'eoa.totals', { player: playerNoun(t, pl), n: c.scores[pl] ?? 0 }))).s;
	if (c.nextFirst) p.first = playerNoun(t, c.nextFirst).s;
	return p;
}
