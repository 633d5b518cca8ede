/**
 * Generates sentences from every message with sample params — players named as the widgets name
 * them, terrains and areas as the widgets pass them — and checks that none reads machine-assembled.
 */
import { describe, expect, it } from 'vitest';
import { COMMON } from '../../../src/i18n/common';
import { type Params, translator } from '../../../src/i18n/format';
import { LOCALES, type Locale } from '../../../src/i18n/paths';
import { WILDLIFE_STRINGS } from '../../../src/i18n/wildlife';
import { WILDLIFE_COMPILED } from '../../../src/i18n/wildlife/compiled';

const PLAYER_PARAMS = new Set(['player', 'winner', 'seller', 'passed', 'leader', 'name', 'buyer', 'first', 'owner', 'taker']);
const TERRAINS = ['water', 'steppe', 'savanna', 'forest', 'mountain', 'desert'];

/** Every sentence a message can produce, over letters, terrains and a few counts. */
function sentences(lang: Locale, key: string, source: string): string[] {
	const t = translator({ ...COMMON[lang], ...WILDLIFE_COMPILED[lang] }, lang);
	const names = [...new Set([...source.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]!))];
	const out: string[] = [];
	for (const [i, terrain] of TERRAINS.entries()) {
		for (const n of [0, 1, 3]) {
			const letter = 'ABCDEF'[(i + n) % 6]!;
			const word = t(`terrain.${terrain}`).toLowerCase();
			const p: Params = {};
			for (const name of names) {
				if (PLAYER_PARAMS.has(name)) p[name] = t('player.name', { letter });
				else if (name === 'letter') p[name] = letter;
				else if (name === 'terrain') p[name] = source.includes('{terrain, select') ? terrain : word;
				else if (name === 'inTerrain') p[name] = t('terrain.in', { terrain });
				else if (name === 'card') p[name] = word;
				else if (name === 'area') p[name] = t('area.name', { terrain: word, size: t('size.small') });
				else if (name === 'cell' || name === 'from') p[name] = t('play.cell', { terrain: t(`terrain.${terrain}`), row: 2, col: 3 });
				else p[name] = n;
			}
			out.push(t(key, p));
		}
	}
	return out;
}

const FORBIDDEN: Record<Locale, [RegExp, string][]> = {
	fr: [
		[/\b(de|à|du|au) joueur [A-F]\b/i, '« de Joueur X » : nommez le joueur'],
		[/\ben (eau|désert)\b/i, '« en eau » : « dans l’eau », « dans le désert »'],
		[/\b(de|que) (Anna|Emma)\b/, '« de Anna » : « d’Anna »'],
		[/\b\d+ nourriture\b/, '« 3 nourriture » : « 3 points de nourriture », comme la règle'],
		[/\w\((s|e|es)\)/, '« (s) » : un vrai pluriel'],
		[/\b1er (case|carte|place|colonie|enchère|étape)/, '« 1er » devant un nom féminin : « 1re »'],
		[/migration gratuite/, '« migration gratuite » : la règle dit « déplacement »'],
	],
	en: [
		[/\bof [Pp]layer [A-F]\b/, '"of Player X": name the player'],
		[/\b[Ff]ood of\b/, '"Food of Player B": "Bruno’s food"'],
		[/\w\((s|es)\)/, '"(s)": a real plural'],
		[/"/, 'straight quotes: “ ”'],
	],
};

/**
 * A bare token letter used as a player in a sentence ("B plays…", « A a trois pions », "D is 4th",
 * « C et D paient », "You play A"): players are named (Anna, Bruno…); a letter may only follow
 * « pion » / "piece" to tie a name to the token on the board.
 */
const VERBS = {
	fr: 'joue|jouez|rejoue|a|ont|est|sont|prend|choisit|retire|essaie|met|paie|paient|passe|offre|gagne|reçoit|en|n’a|n’en|et|ou',
	en: 'plays|play|has|have|is|are|takes|chooses|picks|removes|tries|puts|pays|pay|passes|bids|gains|receives|leads|holds|and|or|owns',
};
const BARE_LETTER: Record<Locale, RegExp> = {
	fr: new RegExp(`(^|[.:;!?,(]\\s|\\b(puis|et|mais|par|pour|à|de|que|Enfin|Puis)\\s)[A-F]\\s(${VERBS.fr})\\b|\\b(joue|jouez|jouer)\\s[A-F]\\b(?!’)`, 'u'),
	en: new RegExp(`(^|[.:;!?,(]\\s|\\b(then|and|but|by|for|to|that|Finally|Then|Now)\\s)[A-F]\\s(${VERBS.en})\\b|\\b(play|plays|playing)\\s[A-F]\\b(?!’)`, 'u'),
};

describe.each(LOCALES)('generated %s sentences', (lang) => {
	const all = Object.entries({ ...COMMON[lang], ...WILDLIFE_STRINGS[lang] });
	it('are generated for every message', () => {
		expect(all.length).toBeGreaterThan(400);
	});
	it('never read machine-assembled', () => {
		const bad: string[] = [];
		for (const [key, source] of all)
			for (const s of sentences(lang, key, source))
				for (const [re, why] of FORBIDDEN[lang]) if (re.test(s)) bad.push(`${key}: ${why}\n   ${s.slice(0, 160)}`);
		expect([...new Set(bad)]).toEqual([]);
	});
	it('never use a bare token letter as a player', () => {
		const bad: string[] = [];
		for (const [key, source] of all)
			for (const s of sentences(lang, key, source)) if (BARE_LETTER[lang].test(s)) bad.push(`${key}: ${s.slice(0, 160)}`);
		expect([...new Set(bad)]).toEqual([]);
	});
	it('the bare-letter check catches machine-made narration and spares names and tokens', () => {
		const re = BARE_LETTER[lang];
		const caught = lang === 'fr' ? ['B joue l’épidémie.', 'Anna est seule. A a trois pions.', 'Puis D retire le sien.', 'Le dernier : C et D paient.', 'Vous jouez A, avec'] : ['B plays Epidemic.', 'Here: D is 4th.', 'Then D removes theirs.', 'As before, C and D pay.', 'You play A, with'];
		const spared = lang === 'fr' ? ['Anna (pion A) joue.', 'Pose par Anna (pion A)', 'Exemple B (inventé)', 'David joue à son tour.'] : ['Anna (piece A) plays.', 'A piece from the reserve is placed.', 'A player can score.', 'David plays a Food Source.'];
		for (const s of caught) expect(re.test(s), s).toBe(true);
		for (const s of spared) expect(re.test(s), s).toBe(false);
	});
	it('the check itself catches a bad sentence', () => {
		const [re] = FORBIDDEN[lang][0]!;
		expect(re.test(lang === 'fr' ? 'le pion de Joueur B' : 'the piece of Player B')).toBe(true);
	});
});
