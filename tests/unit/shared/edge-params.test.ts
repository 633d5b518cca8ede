/**
 * The edge-parameter test (issue 17): formats EVERY message of every game of the registry and of
 * the shared parts, in both languages, with edge parameters from the param catalogs
 * (src/i18n/<game>/params.ts, src/i18n/shared/params.ts): counts 0, 1, 2 and 12, every example
 * player (women, men, names that start with a vowel), every value of every inserted thing. One
 * param varies at a time over its domain, the others at their first value; then all counts at
 * once. A param that no catalog names fails.
 *
 * Each rendered sentence is checked for known bad shapes (the detectors below, each with its own
 * self-test). The failure message is the worklist: owner, key, params, rendered text, shape, one
 * line per message and shape (first example only). No per-game code here.
 */
import MessageFormat from '@messageformat/core';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '../../../src/i18n/compile';
import { formatMessage, type Noun, type Param, type Params, list, paramValue } from '../../../src/i18n/format';
import type { Domain, ParamCatalog } from '../../../src/i18n/params';
import { LOCALES, type Locale } from '../../../src/i18n/paths';
import { PARAMS as SHARED_PARAMS } from '../../../src/i18n/shared/params';
import { MESSAGE_SETS, type MessageSet, messagesOf } from './messageSets';

const catalogs = import.meta.glob<ParamCatalog>('../../../src/i18n/*/params.ts', { eager: true, import: 'PARAMS' });
const catalogOf = (owner: string): ParamCatalog => ({ ...SHARED_PARAMS, ...(catalogs[`../../../src/i18n/${owner}/params.ts`] ?? {}) });

const COUNTS = [0, 1, 2, 12];
const FORMS = /_(the|of|to|gender|number|elision|id)$/;
/** At most this many values of one domain (the first ones; every player is kept). */
const CAP = 12;

/** The params a message reads, by their base name (`player_of` → `player`). */
export function paramsOf(source: string): string[] {
	const names = new Set<string>();
	const walk = (tokens: Token[]) => {
		for (const t of tokens) {
			if (t.type === 'argument' || t.type === 'function') names.add(t.arg);
			if (t.type === 'plural' || t.type === 'select' || t.type === 'selectordinal') {
				names.add(t.arg);
				for (const c of t.cases) walk(c.tokens);
			}
		}
	};
	walk(parse(source, { strict: false }));
	return [...names].map((n) => n.replace(FORMS, ''));
}

const isNoun = (v: unknown): v is Noun => typeof v === 'object' && v !== null;

/** A domain's values for one set and language. */
function values(domain: Domain, set: MessageSet, lang: Locale): Param[] {
	const dict = set.compiled[lang];
	const nounsWith = (prefix: string) => Object.entries(dict).flatMap(([k, v]) => (k.startsWith(prefix) && isNoun(v) && !Array.isArray(v) ? [v as Noun] : []));
	switch (domain.kind) {
		case 'count':
			return COUNTS;
		case 'number':
			return [...domain.values];
		case 'select':
			return [...domain.values];
		case 'text':
			return [...domain.values[lang]];
		case 'noun':
			return nounsWith(domain.prefix);
		case 'list': {
			const ns = nounsWith(domain.prefix);
			const lists = [ns.slice(0, 1), ns.slice(0, 2), ns.slice(1, 4)].filter((l) => l.length);
			return lists.map((l) => list(l, lang));
		}
	}
}

/** Every noun of a set and of the shared set, so a game message can insert a shared noun (a game's name). */
function withShared(set: MessageSet): MessageSet {
	const shared = MESSAGE_SETS.find((s) => s.owner === 'shared')!;
	if (set === shared) return set;
	return { ...set, compiled: Object.fromEntries(LOCALES.map((l) => [l, { ...shared.compiled[l], ...set.compiled[l] }])) as MessageSet['compiled'] };
}

interface Rendered {
	params: Params;
	text: string;
	/** The one person this combination names (for pronoun and verb agreement), if only one. */
	person?: Noun;
}

/** Every combination a message is rendered with: defaults, one param varied at a time, all counts at once. */
function combinations(names: string[], domains: Record<string, Param[]>, kinds: Record<string, Domain['kind']>): Params[] {
	const base: Params = {};
	for (const n of names) base[n] = domains[n]![0]!;
	const out: Params[] = [base];
	for (const n of names) for (const v of domains[n]!.slice(1)) out.push({ ...base, [n]: v });
	const counts = names.filter((n) => kinds[n] === 'count');
	if (counts.length > 1) for (const c of COUNTS) out.push({ ...base, ...Object.fromEntries(counts.map((n) => [n, c])) });
	return out;
}

/** @messageformat/core knows no nouns: the same params with each noun's forms spelt out. */
function flat(params: Params, names: readonly string[], source: string): Record<string, string | number> {
	const out: Record<string, string | number> = {};
	for (const m of source.matchAll(/\{\s*(\w+)/g)) {
		const v = paramValue(params, m[1]!);
		if (v !== undefined) out[m[1]!] = v;
	}
	for (const n of names) if (!isNoun(params[n]) && params[n] !== undefined) out[n] = params[n] as string | number;
	return out;
}

// ---------------------------------------------------------------- detectors

export interface Detector {
	shape: string;
	lang: Locale | 'both';
	test: (text: string, r: Omit<Rendered, 'text'>, names: readonly string[]) => boolean;
	/** Self-test: caught and spared samples. */
	caught: string[];
	spared: string[];
	/** For self-tests that need a person. */
	person?: Noun;
	/** For self-tests that need the params a sentence was formatted with (the nouns it inserts). */
	params?: Params;
}

const WOMAN: Noun = { s: 'Anna', the: 'Anna', of: 'd’Anna', to: 'à Anna', g: 'f', e: 1 };
const MAN: Noun = { s: 'Bruno', the: 'Bruno', of: 'de Bruno', to: 'à Bruno', g: 'm' };
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
		// “a 1”, “A 1” (a sentence's first word): the card or the number as a noun, followed by a verb.
		test: (t) =>
			[...t.matchAll(/(?<![\d.,/\-–]|\d,? (?:and|or) |\d, |\b(?:[Aa]|[Aa]n|[Tt]he|[Yy]our|[Hh]is|[Hh]er|[Tt]heir) )\b1[ \u00a0]+(\p{L}+)/gu)].some(
				(m) => /s$/.test(m[1]!) && !SINGULAR_S_EN.test(m[1]!),
			),
		caught: ['1 points', 'exactly 1 animals', '1 files are missing', 'It scores 1 points.'],
		spared: ['1 point', '0 points', '12 files', '1 bonus', '1 is the lowest', 'a 1 beats an 8', 'A 1 goes where you played', '(8, 3, 3 and 1 points)'],
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
			// English: he / she only name people; singular “they” for a named player is the issue's complaint.
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
		test: (t) => /\w\((s|e|es)\)|\b(de|à|du|au|of) [Jj]oueur [A-F]\b|\bof [Pp]layer [A-F]\b|["']/.test(t),
		caught: ['carte(s)', 'le pion de Joueur B', 'the "board"'],
		spared: ['cartes', 'Anna’s piece'],
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

// ---------------------------------------------------------------- the run

interface Finding {
	owner: string;
	lang: Locale;
	key: string;
	shape: string;
	params: string;
	text: string;
}

const showParam = (v: Param) => (isNoun(v) ? (v.id ?? v.s) : String(v));
const showParams = (p: Params) =>
	Object.entries(p)
		.map(([k, v]) => `${k}=${showParam(v)}`)
		.join(' ');

let rendered = 0;
/** Combinations rendered per owner (a game's slug, or `shared`). */
const renderedBy = new Map<string, number>();
const perSet = new Map<string, { findings: Finding[]; missing: string[]; oneSided: string[] }>();

function run(set: MessageSet) {
	const full = withShared(set);
	const catalog = catalogOf(set.owner);
	const findings: Finding[] = [];
	const missing = new Set<string>();
	const oneSided: string[] = [];
	const en = Object.fromEntries(messagesOf(set, 'en'));
	for (const [key, fr] of messagesOf(set, 'fr')) {
		const a = new Set(paramsOf(fr));
		const b = new Set(paramsOf(en[key] ?? ''));
		const diff = [...a].filter((x) => !b.has(x)).concat([...b].filter((x) => !a.has(x)));
		if (diff.length) oneSided.push(`${key}: ${diff.join(', ')} in one language only`);
	}
	for (const lang of LOCALES) {
		const mf = new MessageFormat(lang, { strict: false });
		personNames = values({ kind: 'noun', prefix: 'player.' }, full, lang).map((n) => (n as Noun).s);
		for (const [key, source] of messagesOf(set, lang)) {
			const names = [...new Set(paramsOf(source))];
			const domains: Record<string, Param[]> = {};
			const kinds: Record<string, Domain['kind']> = {};
			for (const n of names) {
				const d = catalog[n];
				if (!d) {
					missing.add(n);
					continue;
				}
				kinds[n] = d.kind;
				const all = values(d, full, lang);
				domains[n] = d.kind === 'noun' && d.prefix === 'player.' ? all : all.slice(0, CAP);
				if (!domains[n].length) missing.add(`${n} (no ${d.kind === 'noun' || d.kind === 'list' ? `noun ${d.prefix}*` : 'value'})`);
			}
			if (names.some((n) => !domains[n]?.length)) continue;
			const compiled = compileMessage(source, key);
			const reference = mf.compile(source);
			const seen = new Set<string>();
			for (const params of combinations(names, domains, kinds)) {
				const text = formatMessage(compiled, params, lang);
				rendered++;
				renderedBy.set(set.owner, (renderedBy.get(set.owner) ?? 0) + 1);
				const mfText = String(reference(flat(params, names, source)));
				const people = names.filter((n) => isNoun(params[n]) && catalog[n]?.kind === 'noun' && (catalog[n] as { prefix: string }).prefix === 'player.');
				const lists = names.filter((n) => catalog[n]?.kind === 'list');
				const person = people.length === 1 && !lists.length ? (params[people[0]!] as Noun) : undefined;
				const hits = DETECTORS.filter((d) => (d.lang === 'both' || d.lang === lang) && d.test(text, { params, ...(person ? { person } : {}) }, names)).map(
					(d) => d.shape,
				);
				if (text !== mfText) hits.push(`our formatter and @messageformat/core differ: « ${mfText} »`);
				for (const shape of hits) {
					if (seen.has(shape)) continue;
					seen.add(shape);
					findings.push({ owner: set.owner, lang, key, shape, params: showParams(params), text });
				}
			}
		}
	}
	perSet.set(set.owner, { findings, missing: [...missing].sort(), oneSided });
}

describe('the detectors catch what they name and spare the right forms', () => {
	for (const d of DETECTORS)
		it(d.shape, () => {
			personNames = ['Anna', 'Bruno', 'David', 'Emma'];
			const r = d.person ? { params: d.params ?? {}, person: d.person } : { params: d.params ?? {} };
			for (const s of d.caught) expect(d.test(s, d.person === WOMAN && /Bruno/.test(s) ? { params: {}, person: MAN } : r, []), `caught: ${s}`).toBe(true);
			for (const s of d.spared) expect(d.test(s, d.person === WOMAN && /Bruno/.test(s) ? { params: {}, person: MAN } : r, []), `spared: ${s}`).toBe(false);
		});
});

describe.each(MESSAGE_SETS.map((s) => [s.owner, s] as const))('%s: every message with edge parameters', (owner, set) => {
	run(set);
	const { findings, missing, oneSided } = perSet.get(owner)!;
	it('every param is in a param catalog (src/i18n/<game>/params.ts or src/i18n/shared/params.ts)', () => {
		expect(missing, `params no catalog names, for ${owner}`).toEqual([]);
	});
	it('every param is used in both languages', () => {
		expect(oneSided).toEqual([]);
	});
	it.each(LOCALES)('no known bad shape in %s', (lang) => {
		const mine = findings.filter((f) => f.lang === lang);
		const worklist = mine.map((f) => `${f.key} [${f.shape}]\n    ${f.params}\n    → ${f.text}`).join('\n');
		expect(mine.length, `${owner} ${lang}: ${mine.length} message × shape findings\n${worklist}`).toBe(0);
	});
});

describe('summary', () => {
	it('renders every message with its combinations (count printed)', () => {
		const lines = [...perSet.entries()].map(([owner, { findings, missing, oneSided }]) => {
			const byShape = new Map<string, number>();
			for (const f of findings) byShape.set(f.shape.replace(/:.*/, ''), (byShape.get(f.shape.replace(/:.*/, '')) ?? 0) + 1);
			const shapes = [...byShape.entries()].map(([s, n]) => `      ${n} × ${s}`).join('\n');
			return `  ${owner}: ${renderedBy.get(owner) ?? 0} combinations, ${findings.length} findings (fr ${findings.filter((f) => f.lang === 'fr').length}, en ${findings.filter((f) => f.lang === 'en').length}), ${missing.length} params without catalog, ${oneSided.length} one-language params\n${shapes}`;
		});
		console.log(`Edge-parameter test: ${rendered} message × parameter combinations rendered.\n${lines.join('\n')}`);
		expect(rendered).toBeGreaterThan(1000);
	});
});
