import { count, numbers, oneOf, type ParamCatalog, players, text } from '../params';

/** What Caldera Park's message params hold (src/i18n/params.ts): read by the edge-parameter test only. */
const SPECIES = ['eagle', 'moose', 'goat', 'bear', 'bison', 'wolf'];
const WEATHER = ['sun', 'hurricane', 'hail', 'downpour', 'blizzard', 'heatwave', 'fog', 'storm1', 'storm2', 'storm3'];

export const PARAMS: ParamCatalog = {
	name: players,
	names: text(['Lin', 'Lin, Sam et Zoé'], ['Lin', 'Lin, Sam and Zoé']),
	letter: oneOf('A', 'B', 'C', 'D'),
	species: oneOf(...SPECIES),
	token: oneOf('water', ...SPECIES),
	req: oneOf('mountain', 'prairie', 'forest', 'water'),
	w: oneOf(...WEATHER),
	kind: oneOf('geyser', 'volcano', 'weather'),
	sun: oneOf('yes', 'no'),
	what: oneOf('count', 'water', 'eagle'),
	animals: count,
	water: count,
	points: count,
	best: count,
	covered: count,
	flipped: count,
	free: count,
	linRiver: count,
	river: count,
	score: count,
	round: numbers(1, 5),
	turn: numbers(1, 7),
	row: numbers(1, 5),
	col: numbers(1, 6),
	band: text('dans votre élément', 'in your element'),
	call: text('Un loup dans la forêt !', 'A wolf in the forest!'),
	cat: text('la météo', 'the weather'),
	families: text(['3 + 2', '4']),
	reasons: text('L’averse chasse les chèvres.', 'The downpour drives goats away.'),
	space: text(['Forêt, rivière', 'Case Météo'], ['Forest, river', 'Weather space']),
	tile: text(['2 loups et 1 point d’eau', '1 aigle'], ['2 wolves and 1 watering hole', '1 eagle']),
	tokens: text('loup, élan, aigle', 'wolf, moose, eagle'),
	weather: text(['Orage 1', 'Averse'], ['Storm 1', 'Downpour']),
	why: text('trop près de l’averse', 'too close to the downpour'),
};
