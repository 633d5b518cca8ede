import { mirror } from '../source';

/** The glossary table's headings (src/components/shared/Glossary.astro). */
export const GLOSSARY_TABLE = mirror({
	fr: {
		'glossary.fr': 'Ce site (FR)',
		'glossary.en': 'Ce site (EN)',
		'glossary.others': 'Autres mots rencontrés, remarques',
		'glossary.noteSep': ' — ',
	},
	en: {
		'glossary.fr': 'This site (FR)',
		'glossary.en': 'This site (EN)',
		'glossary.others': 'Other words you may meet, notes',
		'glossary.noteSep': ' — ',
	},
});
