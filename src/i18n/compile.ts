/**
 * Build-time (and test-time) side of the messages: parses ICU MessageFormat with
 * @messageformat/parser — the parser of @messageformat/core — and turns it into the compact JSON
 * form that src/i18n/format.ts formats. Never imported by browser code.
 */
import { parse, type Token } from '@messageformat/parser';
import type { Dict, Msg, Part } from './format';
import { nounForms } from './grammar';
import type { Source } from './source';

function parts(tokens: Token[]): Part[] {
	return tokens.map((tok): Part => {
		switch (tok.type) {
			case 'content':
				return tok.value;
			case 'argument':
				return [tok.arg];
			case 'octothorpe':
				return 0;
			case 'select':
			case 'plural':
			case 'selectordinal': {
				const cases: Record<string, Part[]> = {};
				for (const c of tok.cases) cases[c.key] = parts(c.tokens);
				const kind = tok.type === 'select' ? 's' : tok.type === 'plural' ? 'p' : 'o';
				const offset = tok.type === 'select' ? 0 : (tok.pluralOffset ?? 0);
				return offset ? [tok.arg, kind, cases, offset] : [tok.arg, kind, cases];
			}
			default:
				throw new Error(`Unsupported message syntax: ${tok.type}`);
		}
	});
}

/** Compiles one message; throws on an ICU syntax error (so a bad message fails the build). */
export function compileMessage(source: string, key = ''): Msg {
	let tokens: Token[];
	try {
		tokens = parse(source, { strict: false });
	} catch (e) {
		throw new Error(`Message "${key}" is not valid ICU MessageFormat: ${(e as Error).message}\n${source}`);
	}
	const simple = tokens.every((t) => t.type === 'argument' || (t.type === 'content' && !/[{}]/.test(t.value)));
	return simple ? source : parts(tokens);
}

/** One language's sources compiled: messages to parts, nouns to their in-sentence forms. */
export function compileDict(source: Source, lang: string): Dict {
	const out: Dict = {};
	for (const [key, value] of Object.entries(source)) out[key] = typeof value === 'string' ? compileMessage(value, key) : nounForms(value, lang, key);
	return out;
}
