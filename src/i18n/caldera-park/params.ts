import { count, listOf, numbers, oneOf, type ParamCatalog, players, text } from '../params';

/** What Caldera Park's message params hold (src/i18n/params.ts): read by the edge-parameter test only. */
const SPECIES = ['eagle', 'moose', 'goat', 'bear', 'bison', 'wolf'];
const WEATHER = ['sun', 'hurricane', 'hail', 'downpour', 'blizzard', 'heatwave', 'fog', 'storm1', 'storm2', 'storm3'];

export const PARAMS: ParamCatalog = {
	player: players,
	players: listOf('player.'),
	species: oneOf(...SPECIES),
	token: oneOf('water', ...SPECIES),
	req: oneOf('mountain', 'prairie', 'forest', 'waterfall', 'geyser', 'volcano', 'river'),
	w: oneOf(...WEATHER),
	kind: oneOf('geyser', 'volcano', 'weather'),
	sun: oneOf('yes', 'no'),
	what: oneOf('count', 'water', ...SPECIES),
	animals: count,
	water: count,
	points: count,
	best: text(['10 × 2 = 20', '(4 + 1 Soleil) × 1 = 5', '0'], ['10 × 2 = 20', '(4 + 1 Sun) × 1 = 5', '0']),
	covered: count,
	flipped: count,
	free: count,
	linRiver: count,
	river: count,
	score: count,
	round: numbers(1, 2, 5),
	turn: numbers(1, 7),
	row: numbers(1, 5),
	col: numbers(1, 6),
	band: text('dans votre élément', 'in your element'),
	call: text('Un loup dans la forêt !', 'A wolf in the forest!'),
	cat: text(['Météo', 'Chutes d’eau'], ['Weather', 'Waterfalls']),
	families: text(['6 × 1 = 6 ; 6 × 2 = 12', '4 × 2 = 8'], ['6 × 1 = 6; 6 × 2 = 12', '4 × 2 = 8']),
	reasons: text(['Le jeton à 2 loups et 1 point d’eau montre un loup.', ''], ['The tile with 2 wolves and 1 watering hole shows a wolf.', '']),
	space: text(['Forêt, rivière', 'Case Météo'], ['Forest, river', 'Weather space']),
	tile: text(['2 loups et 1 point d’eau', '1 aigle', '1 ours, 1 loup et 1 point d’eau'], ['2 wolves and 1 watering hole', '1 eagle', '1 bear, 1 wolf and 1 watering hole']),
	weather: text(['Orage à 1 nuage', 'Averse'], ['Storm, 1 cloud', 'Downpour']),
	tokens: text(['Aigle, Élan, Chèvre, Ours, Bison, Loup et Point d’eau', 'Point d’eau'], ['Eagle, Moose, Goat, Bear, Bison, Wolf and Watering hole', 'Watering hole']),
	why: text(['un loup', 'exactement 1 animal', 'un aigle et un point d’eau'], ['a wolf', 'exactly 1 animal', 'an eagle and a watering hole']),
	content: text(['libre', '2 loups et 1 point d’eau', 'Grêle'], ['free', '2 wolves and 1 watering hole', 'Hail']),
};
