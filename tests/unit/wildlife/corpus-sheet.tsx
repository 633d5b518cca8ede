/** WildLife's score sheet drawn for the proofreading corpus (tests/unit/shared/corpus.ts): the rulebook's example as the final scoring with a shared victory, the ties the readings decide, a lone player's area waiting for its spaces, and every refusal. */
import { render } from 'preact-render-to-string';
import { Sheet } from '../../../src/components/wildlife/ScoreSheet';
import { decodeSheet } from '../../../src/components/wildlife/sheetUrl';
import { gameT, widgetT } from '../../../src/i18n/messages';
import type { Locale } from '../../../src/i18n/paths';
import type { SheetSamples } from '../shared/corpus';

const SAMPLES: [string, string][] = [
	[
		'the rulebook’s example, final, a shared victory',
		'?p=Orange,Vert,Bleu,Marron&savanna-small=5:2,1,0,1&savanna-large=8:4,2,1,1&mountain-small=4:0,0,0,2&mountain-large=8:0,1,0,7&steppe-small=5:2,1,0,1&steppe-large=8:2,4,1,1&desert-small=4:0,0,1,2&desert-large=8:0,0,3,0&water-small=4:0,0,0,0&water-large=9:0,0,6,0&forest-small=4:1,2,1,0&forest-large=9:3,3,3,0&h=4.4.2.2.1.1,11.2.1,11.2.1.1.1,9.3.2.1&a=3,3,1,0&b=2,0,2,1&f=5,5,5,2&t=10,8,10,10&end=1',
	],
	[
		'default names, three tied first then a fourth, a lone player waiting for the spaces',
		'?p=5&savanna-large=8:2,2,2,1,0&mountain-small=:3&h=3,3,3.1,2,1&a=2,2,1,0,0&b=0,0,0,0,1&f=4,4,4,3,0&end=1',
	],
	['every refusal', '?p=Anna,Yann&savanna-small=6:3,3&savanna-large=9:9,1&steppe-large=:-1,x&forest-large=9:9,0&desert-large=8:8,0&h=0,40&a=-2&t=y'],
];

export const SHEET_SAMPLES: SheetSamples = (lang: Locale) =>
	SAMPLES.map(([from, link]) => ({
		from,
		html: render(<Sheet t={gameT('wildlife', lang)} tc={widgetT(lang)} lang={lang} sheet={decodeSheet(link)} onChange={() => {}} onNew={() => {}} />),
	}));
