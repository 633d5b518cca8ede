/**
 * Words only: players, species, cards and kingdoms as the nouns a sentence inserts (« l’abeille 5 »,
 * « au royaume de 4 territoires », « d’Abdel »; src/i18n/grammar.ts), and their labels. No rule is
 * decided here.
 */
import type { Noun, Params } from '../../i18n/format';
import type { T } from '../../i18n/animal-kingdoms/messages';
import { KINGDOM_SIZES } from '../../machines/animal-kingdoms/board';
import { type Card, type Species, SPECIES } from '../../machines/animal-kingdoms/types';
import { oneOf } from '../shared/oneOf';
import { PLAYER_IDS } from '../../data/animal-kingdoms/players';

/** A player as a sentence names them (`player.*` nouns from src/data/animal-kingdoms/players.ts); `bot`: the seat the solo bot sits in. */
export function playerNoun(t: T, p: string, bot?: string): Noun {
	if (bot !== undefined && p === bot) return t.noun('player.bot');
	return t.noun(`player.${oneOf(PLAYER_IDS, p) ? p : 'A'}`);
}

/** A player's name as a label (« Abdel »). */
export const playerName = (t: T, p: string, bot?: string) => playerNoun(t, p, bot).s;

/** Several players as one plural noun (« Abdel, Stéphanie et Carla »: a verb agrees with `{x_number}`, `{x_gender}`). */
export const players = (t: T, ps: readonly string[], bot?: string): Noun => t.list(ps.map((p) => playerNoun(t, p, bot)));

export const speciesNoun = (t: T, s: Species): Noun => t.noun(`species.${s}`);

/** A card as a noun: its species' forms with its value (« l’abeille 5 », « de l’abeille 5 »), feminine if the species is. */
export function cardNoun(t: T, c: Card): Noun {
	const n = speciesNoun(t, c.species);
	const v = ` ${c.value}`;
	return { ...n, s: n.s + v, the: n.the + v, of: n.of + v, to: n.to + v };
}

/** A card as a label (« abeille 5 »). */
export const cardName = (t: T, c: Card) => cardNoun(t, c).s;

/** Cards as one plural noun (« le tigre 4 et le loup 2 »). */
export const cards = (t: T, cs: readonly Card[]): Noun => t.list(cs.map((c) => cardNoun(t, c)));

export const kingdomNoun = (t: T, k: number): Noun => t.noun(`kingdom.${KINGDOM_SIZES[k] ?? 4}`);

/** A kingdom as a label (« Royaume de 4 territoires »). */
export const kingdomName = (t: T, k: number) => t(`kingdom.${KINGDOM_SIZES[k] ?? 4}`);

/** First letter in capitals (a label that starts with a noun's bare form). */
export const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const capitalised = (n: Noun): Noun => ({ ...n, s: upperFirst(n.s) });

/**
 * An engine's refusal params in words: seat letters become players (`player`, `current`, `passed`),
 * a species and a value become the card, a decree's allowed species a list (« le lézard ou le tigre »).
 */
export function refusalParams(t: T, params: Params | undefined, bot?: string): Params {
	const out: Params = { ...params };
	for (const k of ['player', 'current', 'passed']) if (typeof params?.[k] === 'string') out[k] = playerNoun(t, params[k] as string, bot);
	if (oneOf(SPECIES, params?.species) && typeof params?.value === 'number') out.card = cardNoun(t, { species: params.species, value: params.value });
	if (typeof params?.allowed === 'string')
		out.allowed = t.list(
			params.allowed
				.split(',')
				.filter((s) => oneOf(SPECIES, s))
				.map((s) => speciesNoun(t, s as Species)),
			'disjunction',
		);
	return out;
}
