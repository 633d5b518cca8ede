import type { Readings } from '../readings';

/**
 * The readings Planet's pages follow where the rulebook (seed 003) leaves a point open; each id is
 * the ruling that explains it (src/data/planet/rulings.ts). `says` are the ways the pages word each
 * statement; tests/unit/readings.test.ts requires a mark on each (and « notre lecture » / "our
 * reading" in the paragraph, on a chapter page). The widget messages listed carry the mark words.
 */
export const READINGS: Readings = [
	{
		id: 'largest-touching-reading',
		rule: {
			fr: '« La plus grande région de A en contact avec B » (ou sans contact)',
			en: '“The largest region of A touching B” (or not touching)',
		},
		ours: {
			fr: 'la plus grande de vos régions de A qui remplissent la condition',
			en: 'the largest of your A regions that meet the condition',
		},
		other: {
			fr: 'votre plus grande région de A, et seulement si elle remplit la condition',
			en: 'your largest A region, and only if it meets the condition',
		},
		says: {
			fr: [
				'votre plus grande région qui (?:ne le )?touche',
				'la plus grande qui (?:ne )?touche (?:pas )?B',
				'la plus grande région de A qui (?:ne )?touche',
				'parmi vos \\p{L}+ qui touchent',
				'seules comptent les régions qui remplissent',
				'on garde la plus grande',
				'on ne garde que les régions qui ne touchent',
			],
			en: [
				'your largest region that (?:does not )?touch',
				'the largest that (?:does not )?touch(?:es)? B',
				'the largest A region that (?:does not )?touch',
				'among your \\p{L}+ that touch',
				'only regions that meet the condition count',
				'and keep the largest',
				'keep only the regions that touch no',
			],
		},
		messages: ['award.caption', 'award.try.qualifying', 'rd.reading.prompt', 'rd.reading.why'],
	},
	{
		id: 'touching-edge',
		rule: { fr: 'Le « contact direct » entre parcelles', en: '“Direct contact” between areas' },
		ours: { fr: 'partager un côté ; une pointe commune ne suffit pas', en: 'sharing a side; meeting at a point is not enough' },
		other: { fr: 'se rejoindre aussi par une pointe compte', en: 'meeting at a point counts too' },
		says: {
			fr: ['par leurs côtés', 'partager un côté avec', 'si l’une de ses parcelles partage un côté', 'par un côté commun'],
			en: ['side to side', 'by their sides', 'sharing a side with', 'if one of its areas shares a side', 'through a shared side'],
		},
		messages: ['planet.step.grow', 'regions.step.start', 'rd.regions.rule', 'rd.reading.prompt', 'rd.reading.why'],
	},
	{
		id: 'nobody-qualifies',
		rule: { fr: 'Une carte que personne ne peut accueillir, avant le dernier tour', en: 'A card nobody can host, before the last round' },
		ours: { fr: 'une égalité à zéro : la carte passe dans la colonne suivante', en: 'a tie at zero: the card moves to the next column' },
		other: { fr: 'la carte sort aussitôt du jeu', en: 'the card leaves the game at once' },
		says: {
			fr: ['égalité à zéro', 'ou personne : (?:la carte passe|colonne suivante)', 'si personne ne la remplit'],
			en: ['tie at zero', 'or nobody: (?:the card moves|next column)', 'if nobody meets the condition'],
		},
		messages: ['award.why.nobody'],
	},
	{
		id: 'last-round-second-region',
		rule: {
			fr: 'Au dernier tour, deux joueurs à égalité qui ont chacun une deuxième région',
			en: 'In the last round, tied players who each have a second region',
		},
		ours: { fr: 'la plus grande deuxième région l’emporte', en: 'the larger second region wins' },
		other: { fr: 'seule compte l’existence d’une deuxième région', en: 'only whether a second region exists counts' },
		says: {
			fr: ['si chacun en a une, la plus grande'],
			en: ['if each has one, the larger'],
		},
		messages: ['award.why.secondLarger', 'award.try.sizes', 'rd.reading.prompt', 'rd.reading.why'],
	},
	{
		id: 'surprise-reveal-timing',
		rule: { fr: 'Animaux surprise : découvrir les animaux « trois tours à l’avance »', en: 'Surprise animals: discovering the animals “three rounds ahead”' },
		ours: {
			fr: 'chaque carte cachée se retourne deux tours avant d’être attribuée : celle du tour 3 à la fin du tour 1',
			en: 'each hidden card is turned over two rounds before it is awarded: round 3’s at the end of round 1',
		},
		other: { fr: 'trois tours avant d’être attribuée', en: 'three rounds before it is awarded' },
		says: {
			fr: ['celle du tour 3 à la fin du tour 1', 'une à la fin de chacun des tours 1 à 10', 'se dévoile à la fin du 1ᵉʳ tour'],
			en: ['round 3’s at the end of round 1', 'one over at the end of each of rounds 1 to 10', 'revealed at the end of round 1'],
		},
	},
	{
		id: 'tile-placement',
		rule: { fr: 'Poser sa tuile « dans un espace encore disponible »', en: 'Placing a tile “in a space still available”' },
		ours: { fr: 'toute face libre, dans n’importe laquelle des cinq positions', en: 'any free face, in any of the five positions' },
		other: {
			fr: 'votre exemplaire ajoute une contrainte de pose (une ligne manque dans notre copie)',
			en: 'your copy adds a placement constraint (a line is missing from our copy)',
		},
		says: {
			fr: [
				'tournée comme (?:il veut|vous voulez)',
				'tournée au choix',
				'dans la rotation de son choix',
				'chacune de ses cinq positions',
				'librement la face et la rotation',
			],
			en: ['turned whichever way', 'turned as (?:you|they) like', 'any of its five positions', 'the face and the rotation freely'],
		},
		messages: ['planet.step.rotate'],
	},
	{
		id: 'tile-fixed',
		rule: { fr: 'Une tuile déjà posée', en: 'A tile already placed' },
		ours: { fr: 'elle ne bouge plus jusqu’à la fin', en: 'it never moves again' },
		other: { fr: 'rien n’interdit expressément de la tourner', en: 'nothing expressly forbids turning it' },
		says: {
			fr: ['ne bouge(?:ra)? plus', 'reste en place jusqu’à la fin'],
			en: ['never moves', 'stays where it is for the rest'],
		},
	},
	{
		id: 'variants-combine',
		rule: { fr: 'Jouer les deux variantes ensemble', en: 'Playing both variants together' },
		ours: { fr: 'elles peuvent se combiner', en: 'they can be combined' },
		other: { fr: 'n’en jouer qu’une à la fois', en: 'play only one at a time' },
		says: {
			fr: ['variantes peuvent se combiner'],
			en: ['variants can be combined'],
		},
	},
];
