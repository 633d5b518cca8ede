// A word a player of each game types into search at the table, per language (the game's own
// vocabulary; each game's own search tests check where it lands). Used by the game-night tests to
// search offline and from "At the table". A ready game missing here fails those tests.
export const TABLE_WORDS = {
	wildlife: { fr: 'enchère', en: 'auction' },
	'caldera-park': { fr: 'marmotte', en: 'marmot' },
	planet: { fr: 'glacier', en: 'glacier' },
	'animal-kingdoms': { fr: 'décret', en: 'decree' },
};

/** @param {string} slug @param {'fr' | 'en'} lang */
export function tableWord(slug, lang) {
	const word = TABLE_WORDS[slug]?.[lang];
	if (!word) throw new Error(`tests/browser/night/words.mjs: no search word for ${slug} in ${lang}`);
	return word;
}
