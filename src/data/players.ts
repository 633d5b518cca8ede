/**
 * The shape of a game's example players (src/data/<game>/players.ts, `PLAYERS`): the people its
 * guided examples and try-its name, by seat letter, with their grammatical gender. The one source
 * of their names: the messages get `player.<seat>` nouns from it (src/i18n/source.ts
 * `playerNouns`), so French elides and agrees (« d’Anna », « elle est 1ʳᵉ ») and English says
 * "she" / "he"; the edge-parameter test takes its women, men and vowel-initial names from it.
 */
import type { Gender } from '../i18n/format';

export interface ExamplePlayer {
	/** The same in both languages, or per language (« l’adversaire fictif » / "the bot"). */
	name: string | { fr: string; en: string };
	/** Per language when they differ (the bot is « il » in French, "it" in English). */
	gender: Gender | { fr: Gender; en: Gender };
	/** The name is a noun with its article (« l’adversaire fictif », 'm'), not a first name. */
	article?: true;
}
export type ExamplePlayers = Readonly<Record<string, ExamplePlayer>>;
