/**
 * What an engine may pass with a message key (issue 27, "Typed parameters"). Engines hold no prose,
 * but the params they send with a key (a refusal's, a guided step's, a self-check's) are read by
 * that key's message: src/i18n/generated/params.ts gives, for each key of each game, the params its
 * ICU source reads in either language. Types only: nothing here runs.
 *
 * An engine names things by id (`player: 'A'`, `terrain: 'water'`) or by message reference, which
 * the widget then puts in words, so a param the message reads as a noun takes text or a reference
 * here; a number stays a number; a `select` without `other` takes only its cases.
 */
import type { Noun } from '../../i18n/format';
import type { MessageParams } from '../../i18n/generated/params';

/** A game's slug, or `shared` (the owners of src/i18n/generated/params.ts). */
export type GameOwner = keyof MessageParams;
/** The params of `K` in game `G` (by default: in the game that has it; in several, any one of theirs). */
export type KeyParams<K extends string, G extends GameOwner = GameOwner> = {
	[O in G]: K extends keyof MessageParams[O] ? MessageParams[O][K] : never;
}[G];
type Known<K extends string, G extends GameOwner = GameOwner> = [KeyParams<K, G>] extends [never] ? false : true;

/** One param as an engine sends it, `Ref` being what it may name a thing with. */
type EngineValue<V, Ref> = [V] extends [number] ? number : [V] extends [Noun] ? string | Ref : [V] extends [string | number] ? V : string | number | Ref;

/**
 * A refusal's or a guided step's params: each one its message reads has the message's type (a
 * number for a plural, one of a select's cases). Not exact, by design: the widget words these ids
 * into the message's params (a terrain id gives `{terrain}` and `{inTerrain}`, « dans l’eau »), and
 * an engine may send context its widget uses; what the message finally reads is checked where the
 * widget calls `t`, and every refusal and step reached by the tests is rendered and read by the
 * proofreading corpus (`npm run text`), which fails on a raw `{param}`, `NaN` or `undefined`.
 */
export type EngineParams<K extends string> =
	Known<K> extends true
		? KeyParams<K> extends infer P
			? P extends unknown
				? { [N in keyof P]?: EngineValue<P[N], never> } & Record<string, string | number>
				: never
			: never
		: Record<string, string | number>;

/**
 * A self-check message's params (src/machines/shared/ready.ts `MsgRef`): exactly the message's,
 * each in the form `Ref` allows (the widget only turns references into words, one for one).
 */
export type RefParams<K extends string, Ref, G extends GameOwner = GameOwner> =
	Known<K, G> extends true
		? KeyParams<K, G> extends infer P
			? P extends unknown
				? { readonly [N in keyof P]: EngineValue<P[N], Ref> }
				: never
			: never
		: Readonly<Record<string, string | number | Ref>>;
