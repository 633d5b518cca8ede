/**
 * The solo bot's turn as a reader sees it (issue 27, item 4): the kingdoms it skips are said as
 * written prose, once per reason, not data pasted in brackets (« le royaume de 6 territoires (il y
 * a déjà 2 cubes de plus que vous) »). Renders the real walkthrough steps with the real wording glue.
 */
import { describe, expect, it } from 'vitest';
import { soloFrames } from '../../../src/components/animal-kingdoms/frames';
import { botWhyParts, skippedWords } from '../../../src/components/animal-kingdoms/soloWords';
import { gameT } from '../../../src/i18n/messages';
import { LOCALES } from '../../../src/i18n/paths';
import { unpackFrames } from '../../../src/machines/shared/guided';

describe('Animal Kingdoms solo: the skipped kingdoms in words', () => {
	it('kingdoms skipped for one reason share it; the next reason follows with « puis » / "then"', () => {
		expect(skippedWords(gameT('animal-kingdoms', 'fr'), [0, 1, 2], ['capital', 'capital', 'lead'])).toBe(
			'les royaumes de 4 et 5 territoires, où il ne reste que la capitale, puis le royaume de 6 territoires, où il vous devance déjà de deux cubes',
		);
		expect(skippedWords(gameT('animal-kingdoms', 'en'), [0, 1, 2], ['capital', 'capital', 'lead'])).toBe(
			'the 4- and 5-territory kingdoms, where only the capitals are left, then the 6-territory kingdom, where it is already two cubes ahead of you',
		);
	});
	it('the kingdom the card has just named is « ce royaume » / "that kingdom"', () => {
		expect(skippedWords(gameT('animal-kingdoms', 'fr'), [1, 2], ['capital', 'lead'], 1)).toBe(
			'ce royaume, où il ne reste que la capitale, puis le royaume de 6 territoires, où il vous devance déjà de deux cubes',
		);
		expect(skippedWords(gameT('animal-kingdoms', 'en'), [1, 2], ['capital', 'lead'], 1)).toBe(
			'that kingdom, where only the capital is left, then the 6-territory kingdom, where it is already two cubes ahead of you',
		);
	});
	it.each(LOCALES.map((l) => [l]))('%s walkthrough: no bracketed reasons, no « il y a déjà 2 cubes »', (lang) => {
		const t = gameT('animal-kingdoms', lang);
		const frames = unpackFrames(soloFrames());
		const texts = frames.map((f, i) => {
			const src = f.event ? f : (frames[i - 1] ?? f);
			const p = botWhyParts(t, src.snap.context.botTurn, src.before.context.bonus, src.snap.context.level);
			return t.ref(f.narration, { why: `${p.first} ${p.bonus}`.trim(), first: p.first, bonus: p.bonus, ...f.params });
		});
		const all = texts.join('\n');
		expect(all).not.toMatch(/\((il y a déjà|seule sa capitale|plein|it already has|only its capital|full)\b/);
		expect(all).not.toMatch(/NaN|undefined|\{[a-z_]+\}|\[[a-z.]+\]/);
		expect(all).toMatch(lang === 'fr' ? /Il saute .*, où / : /It skips .*, where /);
	});
});
