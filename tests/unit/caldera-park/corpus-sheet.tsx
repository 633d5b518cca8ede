/** Caldera Park's score sheet drawn for the proofreading corpus (tests/unit/shared/corpus.ts): Mia's 134 in solo with its band, four default seats tied on points and split by the tie-breaks (with the Sun), two named players under the other Sun reading with families without water or none, every refusal, and a sheet still waiting for its counts. */
import { render } from 'preact-render-to-string';
import { Sheet } from '../../../src/components/caldera-park/ScoreSheet';
import { decodeSheet } from '../../../src/components/caldera-park/sheetUrl';
import { gameT, widgetT } from '../../../src/i18n/messages';
import type { Locale } from '../../../src/i18n/paths';
import type { SheetSamples } from '../shared/corpus';

const four = (v: string) => [v, v, v, v].join(',');
const SAMPLES: [string, string][] = [
	[
		'Mia’s 134, solo, with its band',
		'?p=Mia&weather=2&waterfalls=0&mountains=0&prairie=7&forest=0&river=1&rivercovered=6&geysers=2&goat=6:2&bear=10:2&wolf=4:2&moose=12:3&eagle=10:3&bison=2:1',
	],
	[
		'four default seats tied on points: a shared first place, then river spaces, then tiles flipped',
		`?p=4&weather=2,0,3,2&waterfalls=${four('0')}&mountains=${four('0')}&prairie=${four('7')}&forest=${four('0')}&river=${four('1')}&rivercovered=6,5,6,6&geysers=${four('2')}&goat=${four('6:2:s')}&bear=${four('10:2')}&wolf=${four('4:2')}&moose=${four('12:3')}&eagle=${four('10:3')}&bison=${four('1:1')}`,
	],
	[
		'two players, the other Sun reading, families without water or none',
		'?p=Anna,Yann&sun=other&weather=1,0&waterfalls=0,2&mountains=1,0&prairie=0,14&forest=0,0&river=0,3&rivercovered=7,4&geysers=1,0&goat=5:0:s,&bear=1:1,3:1:s&moose=12:3:s,2:0&eagle=,4:2',
	],
	['every refusal', '?p=Anna,Yann&weather=40,-1&waterfalls=7&mountains=,15&prairie=x&rivercovered=36&geysers=a&wolf=:2,0::s'],
	['names typed, nothing counted yet', '?p=Élise,Bruno,Chloé'],
];

export const SHEET_SAMPLES: SheetSamples = (lang: Locale) =>
	SAMPLES.map(([from, link]) => ({
		from,
		html: render(<Sheet t={gameT('caldera-park', lang)} tc={widgetT(lang)} lang={lang} sheet={decodeSheet(link)} onChange={() => {}} onNew={() => {}} />),
	}));
