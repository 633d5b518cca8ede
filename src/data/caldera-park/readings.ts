import type { Readings } from '../readings';

/**
 * The readings Caldera Park's pages and widgets follow where the rulebook (seed 001, the only one we
 * have) leaves a point open or words it two ways. Each id is the ruling that explains it
 * (src/data/caldera-park/rulings.ts). `says`: how the pages word each statement (tests/unit/readings.test.ts);
 * `messages`: the widget messages that state it, each carrying « notre lecture » / "our reading"
 * (tests/unit/caldera-park/readings-messages.test.ts).
 */
export const READINGS: Readings = [
	{
		id: 'blind-weather-pick',
		rule: {
			fr: 'Peut-on regarder ses propres jetons Météo face cachée avant d’en choisir un ? La règle ne le dit pas.',
			en: 'May you look at your own face-down weather tokens before choosing one? The rulebook doesn’t say.',
		},
		ours: {
			fr: 'on choisit à l’aveugle : seul le Soleil est connu, un jeton caché se découvre quand on le pose.',
			en: 'the pick is blind: only the Sun is known, and a hidden token is revealed as it is placed.',
		},
		other: {
			fr: 'chacun peut regarder ses propres jetons cachés, qui restent secrets pour les autres.',
			en: 'each player may look at their own hidden tokens, which stay secret from the others.',
		},
		says: {
			fr: ['à l’aveugle', 'personne ne sait ce que cachent', 'vous ne savez pas ce que cache', 'vous ignorez ce que cachent'],
			en: ['picked blind', 'nobody knows what the five', 'you don’t know what (?:a|your) face-down'],
		},
		messages: ['setup.step.first', 'setup.step.firstSolo', 'turn.try.forecastIntro'],
	},
	{
		id: 'requirement-spaces',
		rule: {
			fr: 'Quels prérequis de terrain porte le plateau Action, et lequel est celui du point d’eau ? Notre texte de la règle les montrait en image, perdue.',
			en: 'Which terrain requirements does the action board carry, and which one is the watering hole’s? Our copy of the rulebook showed them in a picture, now lost.',
		},
		ours: {
			fr: 'aucune liste n’est présentée comme celle du jeu ; les exemples interactifs utilisent un jeu de prérequis d’exemple.',
			en: 'no list is presented as the game’s; the widgets use a teaching set of requirements.',
		},
		other: {
			fr: 'reprendre la liste des critiques comme si c’était celle du plateau.',
			en: 'take the reviewers’ list as if it were the board’s.',
		},
		says: {
			fr: ['jeu de prérequis d’exemple'],
			en: ['teaching set of requirements'],
		},
	},
	{
		id: 'marmot-across-rounds',
		rule: {
			fr: 'La marmotte revient-elle au premier joueur à chaque manche ? La règle la fait passer à gauche après chaque tour, sans rien dire de la fin de manche.',
			en: 'Does the marmot go back to the first player each round? The rulebook passes it left after every turn and says nothing about the end of a round.',
		},
		ours: {
			fr: 'elle continue de tourner d’une manche à l’autre.',
			en: 'it keeps going round from one round to the next.',
		},
		other: {
			fr: 'la rendre au premier joueur au début de chaque manche.',
			en: 'give it back to the first player at the start of each round.',
		},
		says: {
			fr: ['continue de tourner', 'sans revenir au premier joueur'],
			en: ['keeps going round', 'doesn’t go back to the first player'],
		},
		messages: ['turn.try.roundOver'],
	},
	{
		id: 'hurricane-point',
		rule: {
			fr: 'La règle fait chasser à l’ouragan un aigle, un élan « et/ou un point », sans dire « point d’eau ».',
			en: 'The rulebook has the hurricane chase an eagle, a moose “and/or a point”, where hail and the downpour say “point d’eau”, a watering hole.',
		},
		ours: {
			fr: 'l’ouragan chasse aussi les points d’eau, comme la grêle et l’averse.',
			en: 'the hurricane chases watering holes too, like hail and the downpour.',
		},
		other: {
			fr: 'l’ouragan ne chasse que les aigles et les élans.',
			en: 'the hurricane chases only eagles and moose.',
		},
		says: {
			fr: ['(?<=ouragan[^.]*?élan(?:,| ou) (?:un )?)(?:point d’)?eau\\b', 'point d’eau par trois'],
			en: ['(?<=hurricane[^.]*?moose(?:,| or) (?:a |one )?)(?:watering hole|water)\\b', 'watering holes by three'],
		},
		messages: ['weather.hurricaneNote', 'rd.reading.prompt'],
	},
	{
		id: 'flipped-still-cover',
		rule: {
			fr: 'Un jeton retourné par la météo recouvre-t-il encore sa case pour les catégories de paysage ? La règle ne le dit pas.',
			en: 'Does a tile flipped by the weather still cover its space for the landscape categories? The rulebook doesn’t say.',
		},
		ours: {
			fr: 'oui, il la recouvre toujours ; la météo ne coûte que ses animaux et ses points d’eau.',
			en: 'yes, it still covers it; the weather costs only its animals and watering holes.',
		},
		other: {
			fr: 'un jeton retourné laisse sa case à découvert.',
			en: 'a flipped tile leaves its space uncovered.',
		},
		says: {
			fr: ['recouvre toujours'],
			en: ['still cover'],
		},
		messages: ['sheet.note.weather'],
	},
	{
		id: 'sun-then-multiply',
		rule: {
			fr: 'Le Soleil ajoute un animal aux familles voisines ; la règle ne dit pas si c’est avant ou après avoir multiplié par les points d’eau.',
			en: 'The Sun adds one animal to neighbouring families; the rulebook doesn’t say whether before or after multiplying by the watering holes.',
		},
		ours: {
			fr: 'avant : (animaux + 1) × points d’eau.',
			en: 'before: (animals + 1) × watering holes.',
		},
		other: {
			fr: 'ajouter 1 point au produit.',
			en: 'add 1 point to the product.',
		},
		says: {
			fr: ['avant de multiplier', '\\(animaux \\+ 1'],
			en: ['before multiplying', '\\(animals \\+ 1'],
		},
		messages: ['families.step.sun', 'rd.fam.sunNote', 'rd.reading.prompt'],
	},
	{
		id: 'moose-maximum',
		rule: {
			fr: 'La règle appelle les 36 points de 12 élans × 3 points d’eau « le score maximum », alors que le Soleil ajoute un animal.',
			en: 'The rulebook calls 36 points, 12 moose × 3 watering holes, “the highest score”, although the Sun adds one animal.',
		},
		ours: {
			fr: '36 est le maximum sans le Soleil ; avec lui, (12 + 1) × 3 = 39.',
			en: '36 is the maximum without the Sun; with it, (12 + 1) × 3 = 39.',
		},
		other: {
			fr: 'plafonner une espèce à 36 points.',
			en: 'cap a species at 36 points.',
		},
		says: {
			fr: ['maximum sans (?:le )?soleil'],
			en: ['maximum without the sun'],
		},
		messages: ['final.step.moose'],
	},
	{
		id: 'geyser-next-space',
		rule: {
			fr: 'Au Parc des Geysers, deux jetons sont posés à la mise en place ; la règle ne dit pas duquel part le sens horaire.',
			en: 'In the Geyser Park, two tokens are placed at set-up; the rulebook doesn’t say which one “clockwise” starts from.',
		},
		ours: {
			fr: 'on part du second, celui posé librement, et on saute les cases occupées.',
			en: 'start from the second one, the one placed freely, and skip taken spaces.',
		},
		other: {
			fr: 'partir de la case du milieu.',
			en: 'start from the middle space.',
		},
		says: {
			fr: ['partons du second jeton'],
			en: ['start from the second token'],
		},
	},
];
