/**
 * Detectors of known bad shapes in a rendered sentence, each with its own self-test (caught and
 * spared samples). DETECTORS are run by the edge-parameter test (./edge-params.test.ts) over every
 * message with edge parameters, and by the proofreading corpus test (./corpus.test.ts) over every
 * sentence a reader can reach; TEXT_DETECTORS only by the corpus test.
 */
import type { Noun, Params } from '../../../src/i18n/format';
import type { Locale } from '../../../src/i18n/paths';

/** What a detector knows of a sentence besides its text: the params it was formatted with, the one person it names. */
export interface DetectorContext {
	params: Params;
	person?: Noun;
}

const isNoun = (v: unknown): v is Noun => typeof v === 'object' && v !== null;

export interface Detector {
	shape: string;
	lang: Locale | 'both';
	test: (text: string, r: DetectorContext, names: readonly string[]) => boolean;
	/** Self-test: caught and spared samples. */
	caught: string[];
	spared: string[];
	/** For self-tests that need a person. */
	person?: Noun;
	/** For self-tests that need the params a sentence was formatted with (the nouns it inserts). */
	params?: Params;
}

export const WOMAN: Noun = { s: 'Anna', the: 'Anna', of: 'd’Anna', to: 'à Anna', g: 'f', e: 1 };
export const MAN: Noun = { s: 'Bruno', the: 'Bruno', of: 'de Bruno', to: 'à Bruno', g: 'm' };
const VOWEL = 'aeiouàâäéèêëîïôöùûüœæ';
const NOT_ELIDED = new Set(['un', 'une', 'onze', 'onzième', 'oui', 'ouistiti', 'uhlan', 'ouate', 'ou', 'et']);
const SINGULAR_S_FR = new Set([
	'fois',
	'pas',
	'mois',
	'corps',
	'temps',
	'bras',
	'prix',
	'choix',
	'croix',
	'voix',
	'dos',
	'os',
	'gros',
	'jus',
	'fils',
	'bois',
	'poids',
	'repas',
	'succès',
	'accès',
	'cas',
	'tas',
	'ours',
	'lynx',
	'puis',
	'sous',
	'sans',
	'plus',
	'moins',
	'après',
	'dès',
	'vers',
	'chez',
	'parmi',
	'mais',
	'jamais',
	'toujours',
	'tous',
	'sur',
	'alors',
	'lors',
	'dans',
	'depuis',
	'parfois',
	'ailleurs',
	'très',
	'près',
	'tandis',
	'trois',
	'deux',
	'dessus',
	'dessous',
	'avers',
	'revers',
]);
const SINGULAR_S_EN =
	/^(.*ss|.*us|bonus|plus|this|is|was|has|yes|less|gas|lens|chaos|species|series|its|as|his|hers|ours|yours|theirs|across|always|perhaps|afterwards|towards|minus|news)$/i;
const EN_PLURAL_VERB = 'have|are|were|do|don’t|own|hold|take|play|pay|score|win|lose|move|bid|pass|get|keep|need|reach|choose|place|go|come|draw|discard';

/** Verbs after which a thing needs its article or a determiner (« joue la grenouille 3 », “plays a frog 3”). */
const ARTICLE_VERBS =
	'joue|jouez|jouent|pose|posez|prend|prenez|révèle|révèlent|révélez|choisit|choisissez|pioche|piochez|défausse|défaussez|retire|retirez|gagne|perd|bat|accepte|refuse|saute|désigne|revendique|plays|play|takes|take|reveals|reveal|draws|draw|picks|pick|discards|discard|removes|wins|loses|beats|accepts|refuses|skips|names|claims';

/** The example names a set's players have (every `player.*` noun), for the agreement detectors. */
let personNames: string[] = [];
export function setPersonNames(names: readonly string[]): void {
	personNames = [...names];
}

export const DETECTORS: Detector[] = [
	{
		shape: 'unformatted placeholder or missing key',
		lang: 'both',
		test: (t) => /\{\w+[},]|\[[a-z][\w-]*(\.[\w-]+)+\]/.test(t),
		caught: ['Anna offre {amount}.', 'Voir [rule.setup.seeding].'],
		spared: ['Anna offre 3.', 'la liste [A, B]'],
	},
	{
		shape: 'no elision (« de », « que », « le »… before a vowel)',
		lang: 'fr',
		test: (t) =>
			[
				...t.matchAll(
					new RegExp(`(?<![\\p{L}’'-])(de|que|le|la|ne|se|je|me|te|jusque|lorsque|puisque)[ \\u00a0]+([${VOWEL}]\\p{L}*|y(?![${VOWEL}])\\p{L}*)`, 'giu'),
				),
			].some((m) => !NOT_ELIDED.has(m[2]!.toLowerCase()) && !/^\p{Lu}$/u.test(m[2]!)),
		caught: ['Au tour de Anna.', 'plus que Emma', 'le eau', 'Il ne a rien', 'la autre carte'],
		spared: ['Au tour d’Anna.', 'le un bat le huit', 'de Bruno', 'la « Épidémie »', 'de A', 'le héron'],
	},
	{
		shape: 'no contraction (« à le », « de le », « de les », « à les »)',
		lang: 'fr',
		test: (t) => [...t.matchAll(/(?<![\p{L}’])(à|de) (le|les) (\p{L}+)/giu)].some((m) => !/(er|ir|re|oir)$/i.test(m[3]!)),
		caught: ['Il joue à le royaume.', 'la fin de les enchères', 'à les joueurs'],
		spared: ['Il commence à le poser.', 'au royaume', 'des enchères', 'de les placer'],
	},
	{
		shape: '0 or 1 before a plural noun (French counts 0 and 1 as singular)',
		lang: 'fr',
		test: (t) =>
			[...t.matchAll(/(?<![\d.,/\-–]|\d,? (?:et|ou) |\d, )\b[01][ \u00a0\u202f]+(\p{L}+)/gu)].some(
				(m) => /[sx]$/.test(m[1]!) && !SINGULAR_S_FR.has(m[1]!.toLowerCase()),
			),
		caught: ['exactement 1 animaux', 'garde les 0 autres', '1 fichiers manquent', '0 points'],
		spared: ['1 point', '0 case', '1 fois', '1 ours', '10 points', '1,5 points', 'de 1 à 4 cartes', '(8, 3, 3 et 1 points)'],
	},
	{
		shape: '“1” before a plural noun',
		lang: 'en',
		// “a 1”, “A 1” (a sentence's first word), “a reinforced 1”: the card or the number as a noun, followed by a verb.
		test: (t) =>
			[
				...t.matchAll(/(?<![\d.,/\-–]|\d,? (?:and|or) |\d, |\b(?:[Aa]|[Aa]n|[Tt]he|[Yy]our|[Hh]is|[Hh]er|[Tt]heir)(?: \p{Ll}+ed)? )\b1[ \u00a0]+(\p{L}+)/gu),
			].some((m) => /s$/.test(m[1]!) && !SINGULAR_S_EN.test(m[1]!)),
		caught: ['1 points', 'exactly 1 animals', '1 files are missing', 'It scores 1 points.'],
		spared: [
			'1 point',
			'0 points',
			'12 files',
			'1 bonus',
			'1 is the lowest',
			'a 1 beats an 8',
			'A 1 goes where you played',
			'a reinforced 1 stays a 1',
			'(8, 3, 3 and 1 points)',
		],
	},
	{
		shape: 'plural verb after one name',
		lang: 'both',
		test: (t) => {
			if (!personNames.length) return false;
			const names = personNames.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
			const fr = new RegExp(
				`(?<!(?:(?:^|[^\\p{L}])(?:et|ou|de|à|par|pour|avec|chez|sur|entre|sauf|que)|,) |d’|l’)(?<!\\p{L})(${names})[ \\u00a0]+(?:(?:n’|ne |en |y |les |le |la |l’|leur |lui |se |s’)+)?(ont|sont|font|vont|\\p{L}+(?<!m)ent)\\b`,
				'u',
			);
			const en = new RegExp(
				`(?<!(?:\\b(?:and|or|of|to|by|for|with|from|than)|,) )(?<!\\p{L})(${names})[ \\u00a0]+(?:(?:also|still|now|then|only|already|never|each|both) )?(${EN_PLURAL_VERB})\\b`,
				'u',
			);
			return fr.test(t) || en.test(t);
		},
		caught: ['David n’en ont aucun', 'David have none.', 'Anna marquent 3 points.'],
		spared: [
			'Anna et David n’en ont aucun',
			'Anna and David have none.',
			'David n’en a aucun',
			'Anna joue souvent.',
			'les colonies d’Anna ont 4 pions',
			'les tableaux de Bruno à Félix sont inventés',
		],
	},
	{
		shape: 'two colons in one clause',
		lang: 'both',
		test: (t) => t.split(/[.!?;…]\s|\n|\u202f;/).some((clause) => (clause.match(/(?:^|\S)[ \u00a0]?:(?=[ \u00a0]|$)/g) ?? []).length > 1),
		caught: ['Terrain : Forêt : choisissez l’action.', 'Terrain: Forest: choose the action.'],
		spared: ['Carte Forêt : choisissez l’action.', 'Sources : A. Voir : B.', 'à 10:30 : fin'],
	},
	{
		shape: 'pronoun disagrees with the named player',
		lang: 'both',
		test: (t, r) => {
			const p = r.person;
			if (!p || (p.g !== 'f' && p.g !== 'm')) return false;
			// French: a subject pronoun that opens the clause right after a clause the player opens
			// (« Anna offre 3. Il garde… »); il / elle elsewhere may stand for a thing (la carte, le pion).
			const name = p.s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
			const wrong = p.g === 'f' ? 'Il|il' : 'Elle|elle';
			const fr = new RegExp(
				`(?:^|[.:;!?] )${name}\\b[^.:;!?]*[.:;!?] (?:${wrong})\\b(?! (?:(?:ne |n’)?(?:lui |leur )?(?:en |y )?(?:faut|reste|manque|suffit)\\b|s’agit|vaut))`,
				'u',
			);
			// English: he / she only name people; singular “they” for a named player is the complaint.
			const en = p.g === 'f' ? /\b(he|him|his|himself|they|them|their|theirs|themselves)\b/i : /\b(she|her|hers|herself|they|them|their|theirs|themselves)\b/i;
			return fr.test(t) || en.test(t);
		},
		caught: ['Bruno ouvre à 3. They own only 2 food.', 'Anna gagne. Il marque 3 points.', 'Anna offre 3 : il garde le reste.', 'Bruno wins: she scores.'],
		spared: [
			'Anna gagne : elle marque 3 points. Il faut 3 cartes.',
			'Anna paie. Il lui en manque 2.',
			'Anna pose. La carte part ; il reste 2 cartes.',
			'Bruno joue. La carte ne va pas dans sa main ; elle rejoint la défausse.',
			'Bruno wins: he scores.',
		],
		person: WOMAN,
	},
	{
		shape: 'masculine ordinal for a woman (« Anna est 1er »)',
		lang: 'fr',
		test: (t, r) => r.person?.g === 'f' && /\b(est|arrive|finit|termine|reste)[ \u00a0]+1(er|ᵉʳ)(?![\p{L}\d])/u.test(t),
		caught: ['Anna est 1er avec 3 pions.', 'Anna est 1ᵉʳ.'],
		spared: ['Anna est 1ʳᵉ.', 'Anna arrive au 1ᵉʳ rang.'],
		person: WOMAN,
	},
	{
		shape: 'ordinal written « 4e » (the site writes « 4ᵉ », « 1ᵉʳ », « 1ʳᵉ »)',
		lang: 'fr',
		test: (t) => /\b\d+(e|er|re|ème|è)\b/.test(t),
		caught: ['la 4e place', 'le 1er', '2ème'],
		spared: ['la 4ᵉ place', 'le 1ᵉʳ', 'la 1ʳᵉ'],
	},
	{
		shape: 'bare token letter as a player',
		lang: 'both',
		test: (t) =>
			/(^|[.:;!?,(]\s|\b(puis|et|mais|par|pour|à|de|que|Enfin|Puis|then|and|but|by|for|to|that|Finally|Then|Now)\s)[A-F]\s(joue|jouez|rejoue|a|ont|est|sont|prend|choisit|retire|paie|paient|passe|offre|gagne|reçoit|n’a|n’en|plays|has|have|is|are|takes|chooses|removes|pays|pay|passes|bids|gains|receives|holds|owns)\b/u.test(
				t,
			),
		caught: ['B joue l’épidémie.', 'Then D removes theirs.'],
		spared: ['Anna (pion A) joue.', 'A piece from the reserve is placed.'],
	},
	{
		shape: 'pseudo-plural « (s) », « Joueur X », straight quotes',
		lang: 'both',
		// A seat's label used as a name (« de Joueur B », "of Player B"); a score sheet's unnamed seat as a common noun (« du joueur B », "of player B") is spared.
		test: (t) => /\w\((s|e|es)\)|\b(de|à) [Jj]oueur [A-F]\b|\b(du|au) Joueur [A-F]\b|\bof Player [A-F]\b|["']/.test(t),
		caught: ['carte(s)', 'le pion de Joueur B', 'le pion du Joueur B', 'the piece of Player B', 'the "board"'],
		spared: ['cartes', 'Anna’s piece', 'la colonie du joueur B', 'the herd of player B'],
	},
	{
		// « votre abeille 5 est refusé »: a participle in -é after a feminine noun the message inserts
		// (or in -ée after a masculine one), through « est », « reste »… or a label's colon.
		shape: 'participle that disagrees with the inserted noun (« votre abeille 5 est refusé »)',
		lang: 'fr',
		test: (t, r) =>
			Object.values(r.params).some((v) => {
				if (!isNoun(v) || v.pl || (v.g !== 'f' && v.g !== 'm')) return false;
				const forms = [...new Set([v.s, v.the])].map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
				const re = new RegExp(
					`(?<![\\p{L}’'])(?:${forms})(?: \\d+)?(?:,? (?:est|était|sera|reste|semble|devient|a été)(?: (?:alors|donc|aussi|déjà|encore|bien|toujours))?|[ \\u00a0\\u202f]?:) (\\p{L}+)`,
					'giu',
				);
				return [...t.matchAll(re)].some((m) => (v.g === 'f' ? /é$/ : /ée$/).test(m[1]!));
			}),
		caught: ['Ce décret n’accepte que le loup : votre abeille 5 est refusé.', 'Abeille 5 : accepté.'],
		spared: ['Votre abeille 5 est refusée.', 'Abeille 5 : acceptée.', 'Le loup 8 est refusé, l’abeille restée en main.'],
		params: { card: { s: 'abeille', the: 'l’abeille', of: 'de l’abeille', to: 'à l’abeille', g: 'f', e: 1 } },
	},
	{
		// « Abdel joue grenouille 3 au royaume… »: a thing that takes an article (its bare form differs
		// from its form with the article) inserted bare right after a verb.
		shape: 'a thing without its article after a verb (« Abdel joue grenouille 3 »)',
		lang: 'both',
		test: (t, r) =>
			Object.values(r.params).some((v) => {
				if (!isNoun(v) || v.s === v.the) return false;
				const bare = v.s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
				return new RegExp(`(?<!\\p{L})(?:${ARTICLE_VERBS}) ${bare}(?!\\p{L})`, 'iu').test(t);
			}),
		caught: ['Abdel joue grenouille 3 au royaume de 4 territoires.', 'Abdel plays frog 3 by the kingdom.'],
		spared: ['Abdel joue une grenouille 3 face au royaume.', 'Abdel plays a frog 3.', 'Carte grenouille : refusée.'],
		params: {
			card: { s: 'grenouille', the: 'la grenouille', of: 'de la grenouille', to: 'à la grenouille', g: 'f' },
			en: { s: 'frog', the: 'the frog', of: 'of the frog', to: 'to the frog', g: 'n' },
		},
	},
];

// ---------------------------------------------------------------- the corpus test's own detectors

/** What the corpus test knows of a whole language's text (tests/unit/shared/corpus.test.ts). */
export interface TextContext extends DetectorContext {
	/** Words written with a capital in mid-sentence somewhere (names, proper nouns): allowed after a colon. */
	proper?: ReadonlySet<string>;
	/** The example players who are women (src/data/<game>/players.ts). */
	women?: readonly string[];
}

export interface TextDetector {
	shape: string;
	lang: Locale | 'both';
	test: (text: string, r: TextContext) => boolean;
	caught: string[];
	spared: string[];
	/** For self-tests that need it. */
	context?: Omit<TextContext, 'params'>;
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Words after “a” that start with a vowel letter but a consonant sound (“a one”, “a unit”, “a European”). */
const A_BEFORE_VOWEL_LETTER = /^(one|once|uni|use|usu|uti|ura|ure|euro|eu|ewe|ubiq|ufo|u-)/i;
/** Words that start with a silent h (“an hour”). */
const SILENT_H = /^(hour|honest|honou?r|heir)/i;
/** English count nouns of the site: “0 point” should be “0 points”. */
const EN_COUNT_NOUNS =
	'point|card|piece|tile|region|animal|space|cube|cell|area|bid|player|round|turn|token|herd|family|kingdom|territory|step|question|colony|seed|move|vote|marker|hex|terrain';

export const TEXT_DETECTORS: TextDetector[] = [
	{
		shape: 'NaN',
		lang: 'both',
		test: (t) => /(?<!\p{L})NaN(?!\p{L})/u.test(t),
		caught: ['fait NaN parcelles', 'NaN regions'],
		spared: ['Nancy', 'nan'],
	},
	{
		shape: 'undefined',
		lang: 'both',
		test: (t) => /(?<!\p{L})(undefined|\[object Object\])(?!\p{L})/u.test(t),
		caught: ['Anna offre undefined.', 'the undefined area', '[object Object]'],
		spared: ['an undefinable area', 'non défini'],
	},
	{
		shape: 'raw {x} or [key]',
		lang: 'both',
		test: (t) => /[{}]/.test(t) || /\[(?!\d+\])[\w.-]+\]/.test(t),
		caught: ['Learn them — {games}.', 'answer: A[ready.sep]B', '[player]', 'a {n, plural'],
		spared: ['la liste [A, B]', 'note [1]', 'Anna (pion A)'],
	},
	{
		shape: '“a” before a vowel sound or 8, 11, 18 (“an”)',
		lang: 'en',
		test: (t) =>
			[...t.matchAll(/(?:(?<![\p{L}\d’'-])a|(?:^|[.!?:] |[“(])A) (8\d*|11|18)(?!\d)|(?:(?<![\p{L}\d’'-])a|(?:^|[.!?:] |[“(])A) (\p{L}[\p{L}’'-]*)/gu)].some(
				(m) => {
					if (m[1]) return true;
					const w = m[2]!;
					if (/^\p{Lu}{2,}$/u.test(w) || /^\p{L}$/u.test(w)) return false;
					return (/^[aeiou]/i.test(w) && !A_BEFORE_VOWEL_LETTER.test(w)) || SILENT_H.test(w);
				},
			),
		caught: ['The bot turns up a 8.', 'a 11', 'a 18-point hand', 'an egg or a apple', 'A eagle comes.', 'a 83', 'a 800', 'a 11th', 'a hour'],
		spared: ['an 8', 'a 1', 'a one', 'a unit', 'a European', 'a useful rule', 'Player A eats.', 'a 7', 'a 180', 'a horse', 'seat A, a pair'],
	},
	{
		shape: '« si il(s) » (« s’il »)',
		lang: 'fr',
		test: (t) => /(?<!\p{L})[Ss]i il(s)?(?!\p{L})/u.test(t),
		caught: ['si il gagne', 'Si ils passent, ils perdent.'],
		spared: ['s’il gagne', 's’ils passent', 'aussi il gagne', 'si elle gagne'],
	},
	{
		// French and English (British) both write on in lower case after a colon, but for a name or a
		// quotation. A colon after a short label that opens the sentence (at most three words: « Votre
		// réponse : Prairie (rang 6, case 7). », “Refused: …”) is a label and its value, shown as the
		// value's own button or heading writes it; “mid-sentence” is a colon after a clause.
		shape: 'a capital after a mid-sentence colon',
		lang: 'both',
		test: (t, r) =>
			[...t.matchAll(/(\S)[ \u00a0\u202f]?:[ \u00a0]+(\p{Lu}[\p{L}’'-]*)/gu)].some((m) => {
				const w = m[2]!;
				if (/^\p{Lu}[\p{Lu}\d]*$/u.test(w) || w === 'I') return false;
				if (r.proper?.has(w) || r.women?.includes(w)) return false;
				const sentence = t
					.slice(0, m.index! + 1)
					.split(/[.!?…;]\s/)
					.at(-1)!;
				return sentence.trim().split(/\s+/).length > 3;
			}),
		caught: ['Refusé. L’offre en cours est 3 : Une nouvelle offre doit la dépasser.', 'The current bid is 3: The next must be higher.'],
		spared: [
			'Tour 5 : Anna choisit.',
			'Refused: The bid is low.',
			'La règle : choisir une tuile',
			'Vous avez dit « Oui » : « Non » était juste.',
			'Round 12, the last: Zephyr ends.',
			'Row 3: A moves.',
			'Votre réponse : Abdel. La bonne réponse : Prairie (rang 6, case 7).',
		],
		context: { proper: new Set(['Zephyr']), women: ['Anna'] },
	},
	{
		// Composed text (a label, its colon and a value joined by a widget) keeps the language's
		// typography: French puts a no-break space before : and a narrow one before ; ! ? and inside « ».
		shape: 'French typography: a plain space or none before : ; ! ? or inside « »',
		lang: 'fr',
		test: (t) => /[\p{L}\d)»”’][:;!?](?![\d/])|[ \t][:;!?»]|«[ \t]|«(?=\p{L})/u.test(t),
		caught: ['territoire de montagne : 2ᵉ marqueur', 'Règle: choisir', '« bonjour\u202f»', 'Vraiment ?'],
		spared: ['territoire de montagne\u00a0: 2ᵉ marqueur', 'Vraiment\u202f?', '«\u202fbonjour\u202f»', 'à 10:30', '1/2'],
	},
	{
		shape: 'English typography: a space before : ; ! ?, or French quotes',
		lang: 'en',
		test: (t) => /[ \u00a0\u202f][:;!?](?![\p{L}\d])|[«»]/u.test(t),
		caught: ['Rule : choose', 'Really ?', 'the « board »'],
		spared: ['Rule: choose', 'Really?', 'at 10:30', 'the “board”'],
	},
	{
		// “Question 1 of 0” (a total not known yet, before hydration).
		shape: 'a count out of 0 (“1 of 0”, « 1 sur 0 »)',
		lang: 'both',
		test: (t) => /(?<![\d,.])\d+[ \u00a0](?:of|sur)[ \u00a0]0(?![\d,.])/.test(t),
		caught: ['Question 1 of 0', 'Question 1 sur 0'],
		spared: ['Question 1 of 10', '1 sur 0,5', 'Step 1 of 3'],
	},
	{
		shape: 'nested parentheses',
		lang: 'both',
		test: (t) => {
			let depth = 0;
			for (const c of t) {
				if (c === '(') depth++;
				else if (c === ')') depth = Math.max(0, depth - 1);
				if (depth > 1) return true;
			}
			return false;
		},
		caught: ['(row 4, column 6 (Steppe))', 'Anna (seat A (first))'],
		spared: ['(row 4, column 6, steppe)', '(a) and (b)'],
	},
	{
		shape: '0 before a singular noun (English counts 0 as plural)',
		lang: 'en',
		test: (t) => new RegExp(`(?<![\\d.,])\\b0[ \\u00a0]+(?:${EN_COUNT_NOUNS})(?![\\p{L}])`, 'u').test(t),
		caught: ['He scores 0 point.', 'with 0 card left'],
		spared: ['0 points', '10 point', '0 food', '1 point', '0 cards'],
	},
	{
		shape: 'a masculine role label for a woman (« Anna · vendeur », « Anna (dernier) »)',
		lang: 'fr',
		test: (t, r) => {
			if (!r.women?.length) return false;
			const re = new RegExp(`(?<!\\p{L})(?:${r.women.map(esc).join('|')})(?:[ \\u00a0]·[ \\u00a0]|[ \\u00a0]\\()(\\p{L}+)(?=\\)|[ \\u00a0]·|,|\\.|;|$)`, 'gu');
			return [...t.matchAll(re)].some((m) => /^(?:\p{L}*(?:eur|ier)|gagnant|perdant|seul|second|éliminé|absent|bot)$/u.test(m[1]!) && m[1] !== 'bot');
		},
		caught: ['Anna · vendeur', 'Chloé (dernier)', 'Anna · enchérisseur, Bruno · vendeur'],
		spared: ['Anna · vendeuse', 'Chloé (dernière)', 'Bruno · vendeur', 'Anna (premier tour)', 'Anna (pion A)'],
		context: { women: ['Anna', 'Chloé'] },
	},
];
