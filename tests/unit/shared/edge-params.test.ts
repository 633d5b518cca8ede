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
 * line per message and shape (first example only). No per-game code here. The detectors live in
 * ./detectors.ts, shared with the proofreading corpus (./corpus.test.ts).
 */
import MessageFormat from '@messageformat/core';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '../../../src/i18n/compile';
import { formatMessage, type Noun, type Param, type Params, list, paramValue } from '../../../src/i18n/format';
import type { Domain, ParamCatalog } from '../../../src/i18n/params';
import { LOCALES, type Locale } from '../../../src/i18n/paths';
import { PARAMS as SHARED_PARAMS } from '../../../src/i18n/shared/params';
import { DETECTORS, MAN, setPersonNames, WOMAN } from './detectors';
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
		setPersonNames(values({ kind: 'noun', prefix: 'player.' }, full, lang).map((n) => (n as Noun).s));
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
			setPersonNames(['Anna', 'Bruno', 'David', 'Emma']);
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
