/**
 * The readings Animal Kingdoms' pages and widgets follow where the rulebook (seed 004) is silent or
 * open (shape and checks: src/data/readings.ts, tests/unit/readings.test.ts). Each id is the ruling
 * that explains it (src/data/animal-kingdoms/rulings.ts). `says`: how the pages word the statement;
 * `messages`: the widget messages that state it, each carrying « notre lecture » / "our reading".
 */
import type { Readings } from '../readings';

export const READINGS: Readings = [
	{
		id: 'full-kingdom',
		rule: {
			fr: 'Jouer une carte face à un royaume dont la capitale est déjà prise (L171-175).',
			en: 'Playing a card next to a kingdom whose capital is already taken (L171-175).',
		},
		ours: { fr: 'Impossible : une revendication exige un territoire libre pour votre cube.', en: 'Not allowed: a claim needs a free territory for your cube.' },
		other: { fr: 'jouer la carte sans poser de cube.', en: 'play the card without a cube.' },
		says: {
			fr: ['plus aucune carte ne peut y être jouée', 'ne reçoit plus de carte'],
			en: ['no more cards can be played there', 'takes no more cards'],
		},
		messages: ['age.fullKingdom', 'rule.turn.full-kingdom'],
	},
	{
		id: 'decree-one-neighbour',
		rule: {
			fr: 'Un décret qui regarde les deux voisins quand un seul a des cartes, ou les autres royaumes quand certains seulement en ont (L165-169).',
			en: 'A decree on both neighbours when only one has cards, or on the other kingdoms when only some have cards (L165-169).',
		},
		ours: {
			fr: 'Le décret s’applique aux cartes présentes ; le voisin vide est laissé de côté.',
			en: 'The decree applies to the cards that are there; the empty neighbour is left out.',
		},
		other: { fr: 'ignorer le décret dès qu’une carte manque.', en: 'ignore the decree as soon as one card is missing.' },
		says: {
			fr: ['laisse de côté le voisin vide', 'un seul voisin a une carte'],
			en: ['leave the empty neighbour out', 'only one neighbour has a card'],
		},
	},
	{
		id: 'empty-kingdom',
		rule: {
			fr: 'La tuile Majorité d’un royaume où personne n’a de cube (L255-257).',
			en: 'The First Place token of a kingdom where nobody has a cube (L255-257).',
		},
		ours: { fr: 'Elle est retirée quand même, sans que personne la marque.', en: 'It is removed anyway, with nobody scoring it.' },
		other: { fr: 'la laisser en place pour l’âge suivant.', en: 'leave it for the next age.' },
		says: {
			fr: ['perd quand même sa tuile'],
			en: ['still loses its leftmost First Place token'],
		},
		messages: ['eoa.result.empty'],
	},
	{
		id: 'first-player-tie',
		rule: {
			fr: 'Le premier joueur quand les ex æquo n’ont pris aucune capitale (L393-395).',
			en: 'The first player when the tied players took no capital (L393-395).',
		},
		ours: {
			fr: 'L’ex æquo le plus proche, dans le sens horaire, après le premier joueur de l’âge précédent.',
			en: 'The tied player nearest clockwise after the previous age’s first player.',
		},
		other: { fr: 'tirer au sort.', en: 'draw lots.' },
		says: {
			fr: ['l’ex æquo le plus proche, dans le sens horaire'],
			en: ['tied player nearest clockwise'],
		},
	},
	{
		id: 'perfect-tie-places',
		rule: {
			fr: 'La deuxième place après une égalité parfaite ou une majorité partagée du Traité de paix (L293-301, L360-361).',
			en: 'Second place after a perfect tie or a Peace Treaty shared majority (L293-301, L360-361).',
		},
		ours: {
			fr: 'Personne n’a été relégué : les suivants en nombre de cubes sont deuxièmes (3 points), puis troisièmes (1 point).',
			en: 'Nobody was moved down: the next players by cubes are second (3 points), then third (1 point).',
		},
		other: { fr: 'les suivants ne prennent que la troisième place.', en: 'the next players only take third place.' },
		says: {
			fr: ['personne n’a été relégué'],
			en: ['nobody was moved down'],
		},
		messages: ['eoa.secondAfterTie'],
	},
	{
		id: 'reinforced-one',
		rule: { fr: 'Un 1 renforcé par un jeton +2 (L303-307, L327-333).', en: 'A 1 raised by a +2 token (L303-307, L327-333).' },
		ours: { fr: 'Il vaut 3 et se compare comme un 3 : il ne bat plus le 8.', en: 'It is worth 3 and compares as a 3: it no longer beats the 8.' },
		other: { fr: 'il reste un 1 qui bat le 8.', en: 'it stays a 1 that beats the 8.' },
		says: {
			fr: ['un 1 renforcé vaut 3'],
			en: ['a reinforced 1 is worth 3'],
		},
	},
	{
		id: 'reinforcement-count',
		rule: {
			fr: 'Un perdant quand la réserve de jetons Renfort est vide (L31, L290-291).',
			en: 'A loser when the reinforcement supply is empty (L31, L290-291).',
		},
		ours: { fr: 'Il ne reçoit pas de jeton mais marque ses 3 points.', en: 'They get no token but still score their 3 points.' },
		other: { fr: 'remplacer le jeton manquant par un substitut.', en: 'use a stand-in for the missing token.' },
		says: {
			fr: ['réserve est vide, le perdant'],
			en: ['supply is empty, the loser'],
		},
	},
	{
		id: 'bot-constraint-kingdom',
		rule: {
			fr: 'La contrainte des 2 marqueurs d’avance, écrite « territoire » (L471-473).',
			en: 'The 2-marker lead constraint, worded “territory” (L471-473).',
		},
		ours: { fr: 'Elle porte sur le royaume.', en: 'It is about the kingdom.' },
		other: {
			fr: 'prise au pied de la lettre, la contrainte porterait sur un territoire, qui ne reçoit qu’un cube : elle n’aurait pas de sens.',
			en: 'taken literally, the constraint would be about a territory, which holds only one cube: it would make no sense.',
		},
		says: {
			fr: ['royaume où il a déjà 2 cubes de plus que vous', 'royaumes où il vous devance déjà de 2 cubes'],
			en: ['kingdom where it already has 2 more cubes than you', 'kingdoms where it already leads you by 2 cubes'],
		},
	},
	{
		id: 'bot-low-card-no-last',
		rule: {
			fr: 'Un 1, 2 ou 3 de l’adversaire fictif quand vous n’avez encore joué aucune carte pendant l’âge (L468-469).',
			en: 'A bot’s 1, 2 or 3 when you have played no card yet this age (L468-469).',
		},
		ours: { fr: 'Il va dans le plus petit royaume, comme la première carte du niveau Facile.', en: 'It goes to the smallest kingdom, like Easy’s first card.' },
		other: { fr: 'piocher une autre carte pour lui.', en: 'draw another card for it.' },
		says: {
			fr: ['va dans le plus petit royaume, comme au niveau Facile'],
			en: ['goes to the smallest kingdom, as on Easy'],
		},
		messages: ['solo.value.noLast'],
	},
	{
		id: 'bot-capital-asap',
		rule: {
			fr: '« Il revendiquera une capitale dès qu’il le pourra », après votre capitale (L491-494).',
			en: 'A bot that will claim a capital as soon as it can, after your capital (L491-494).',
		},
		ours: {
			fr: 'Il n’évite plus les capitales : il prend celle du royaume où sa carte le mène quand seule la capitale y est libre.',
			en: 'It no longer avoids capitals: it takes the one of the kingdom its card leads to when only the capital is free there.',
		},
		other: { fr: 'il va droit vers n’importe quelle capitale libre.', en: 'it heads for any free capital.' },
		says: {
			fr: ['il n’évite plus les capitales'],
			en: ['no longer avoids capitals'],
		},
	},
	{
		id: 'bot-redrawn-under-pile',
		rule: {
			fr: 'Les 1, 2 et 3 de l’adversaire fictif qu’on repioche après votre capitale (L495-497).',
			en: 'The bot’s 1s, 2s and 3s redrawn after your capital (L495-497).',
		},
		ours: { fr: 'Ils retournent sous la pioche.', en: 'They go back under the draw pile.' },
		other: { fr: 'les défausser.', en: 'discard them.' },
		says: {
			fr: ['remettons la carte écartée sous la pioche'],
			en: ['card set aside goes back under the pile'],
		},
		messages: ['solo.redrawn'],
	},
	{
		id: 'solo-pass-without-capital',
		rule: {
			fr: 'L’adversaire fictif quand vous passez sans avoir pris de capitale (L447-451, L491-497).',
			en: 'The bot when you withdraw without taking a capital (L447-451, L491-497).',
		},
		ours: { fr: 'Il joue comme après votre capitale.', en: 'It plays as after your capital.' },
		other: { fr: 'il garde son comportement d’avant.', en: 'it keeps its earlier behaviour.' },
		says: {
			fr: ['passez sans avoir pris de capitale'],
			en: ['withdraw without taking a capital'],
		},
	},
	{
		id: 'bot-bonus-after-capital',
		rule: {
			fr: 'La carte Bonus quand la carte piochée a fait prendre une capitale à l’adversaire fictif (L476-479, L483-487).',
			en: 'The bonus card when the drawn card made the bot take a capital (L476-479, L483-487).',
		},
		ours: { fr: 'Il ne la joue pas : son âge est fini.', en: 'It does not play it: its age is over.' },
		other: { fr: 'la jouer quand même, avec un deuxième cube.', en: 'play it anyway, with a second cube.' },
		says: {
			fr: ['pas même sa carte Bonus'],
			en: ['not even its bonus card'],
		},
	},
	{
		id: 'solo-rally-after-bot-capital',
		rule: {
			fr: 'Rallier une fois que l’adversaire fictif a pris une capitale (L221-223, L476-479).',
			en: 'Rallying once the bot has taken a capital (L221-223, L476-479).',
		},
		ours: { fr: 'Interdit : sa capitale compte comme s’il avait passé.', en: 'Not allowed: its capital counts as withdrawing.' },
		other: { fr: 'vous pouvez encore rallier.', en: 'you may still rally.' },
		says: {
			fr: ['sa capitale compte comme s’il avait passé'],
			en: ['its capital counts as withdrawing'],
		},
	},
	{
		id: 'bot-out-of-cubes',
		rule: { fr: 'L’adversaire fictif sans cube, ou sans emplacement libre (non décrit).', en: 'The bot with no cube, or no free space (not described).' },
		ours: { fr: 'Il ne joue plus de l’âge.', en: 'It plays no more this age.' },
		other: { fr: 'il continue à piocher et jouer des cartes sans cube.', en: 'it keeps drawing and playing cards without cubes.' },
		says: {
			fr: ['plus de cube ni d’emplacement libre, il ne joue plus'],
			en: ['no cube or no free space left, it plays no more'],
		},
		messages: ['solo.nowhere'],
	},
	{
		id: 'solo-battle-compare',
		rule: {
			fr: 'Une bataille en solo : votre carte contre trois cartes de l’adversaire fictif (L507-509, L327-329).',
			en: 'A solo battle: your card against three bot cards (L507-509, L327-329).',
		},
		ours: {
			fr: 'Chacune de ses cartes est comparée à la vôtre séparément : votre 1 bat son 8, mais perd contre un 2.',
			en: 'Each of its cards is compared with yours on its own: your 1 beats its 8 but loses to a 2.',
		},
		other: {
			fr: 'une seule bataille à plusieurs cartes : s’il y a un 8, votre 1 est la plus forte.',
			en: 'one battle of several cards: with an 8 among them, your 1 is the strongest.',
		},
		says: {
			fr: ['comparées une à une à la vôtre', 'comparée à la vôtre séparément'],
			en: ['compared one by one with yours', 'compared with yours on its own'],
		},
	},
	{
		id: 'solo-battle-out-of-cards',
		rule: {
			fr: 'Une bataille en solo quand vous n’avez plus de carte et que l’égalité persiste (L509-511).',
			en: 'A solo battle still tied when you have no card left (L509-511).',
		},
		ours: {
			fr: 'Comme à plusieurs après la dernière carte : vous marquez tous deux la tuile.',
			en: 'As in the multiplayer game after the last card: you both score the token.',
		},
		other: { fr: 'l’adversaire fictif gagne.', en: 'the bot wins.' },
		says: {
			fr: ['vous marquez tous deux la tuile'],
			en: ['you both score the token'],
		},
	},
];
