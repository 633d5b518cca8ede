/** Planet's score sheet drawn for the proofreading corpus (tests/unit/shared/corpus.ts): the end chapter's example with its animal-card tie-break, a count on no line of the card, what each count still waits for, a clear win, the beginners' game with a shared win, and every refusal. */
import { render } from 'preact-render-to-string';
import { Sheet } from '../../../src/components/planet/ScoreSheet';
import { decodeSheet } from '../../../src/components/planet/sheetUrl';
import { gameT, widgetT } from '../../../src/i18n/messages';
import type { Locale } from '../../../src/i18n/paths';
import type { SheetSamples } from '../shared/corpus';

const SAMPLES: [string, string][] = [
	[
		'the end chapter’s example: 9 each, Bruno ahead on animal cards',
		'?p=Anna,Bruno&o=glacier,ocean&n=12,20&cA=11-13:2&cB=18-21:3&aA=glacier:1,forest:1,desert:1,ocean:1&aB=ocean:4,mountain:1',
	],
	['a count on no line of the card, a clear win', '?p=Élise,Yann&o=forest,desert&n=4,9&cA=5-8:2,9-12:4&cB=9:1&aA=forest:1&aB=mountain:2'],
	['default names, each count waiting for something', '?p=4&o=,mountain,desert,glacier&n=,,,3&cB=3-&cD=0-5:1&aC=ocean:1'],
	['the beginners’ game, a shared win', '?p=Anna,Bruno,Chloé&v=beginners&aA=ocean:2&aB=forest:1,desert:1&aC=glacier:2'],
	['every refusal', '?p=Anna,Yann&o=ocean,forest&n=61,x&cA=13-11:2,5-70:1&cB=2-6:1,4-8:2&aA=ocean:15&aB=forest:9,desert:-1'],
];

export const SHEET_SAMPLES: SheetSamples = (lang: Locale) =>
	SAMPLES.map(([from, link]) => ({
		from,
		html: render(<Sheet t={gameT('planet', lang)} tc={widgetT(lang)} lang={lang} sheet={decodeSheet(link)} onChange={() => {}} onNew={() => {}} />),
	}));
