/**
 * `npm run new-game -- <slug> [--name "Name"] [--name-fr "Nom"]`: scaffolds a game on the kit —
 * its folders and one registry entry, nothing else (docs/adding-a-game.md). What it writes builds
 * and passes every shared check as it stands: a teaching placeholder (a track of five spaces, one
 * rule, one refusal) to replace with the game's own rules, widgets, words and pages.
 *
 * Writes (refuses to overwrite any of them):
 *   src/machines/<slug>/       keys.ts, track.ts (rules), track.machine.ts, examples/track.ts
 *   src/components/<slug>/     TrackWidget.tsx, frames.ts (GUIDED: every guided example)
 *   src/i18n/<slug>/           messages.ts (PARTS), base.ts (fr + en), params.ts
 *   src/data/<slug>/           players.ts, glossary.ts, readings.ts, rulings.ts
 *   src/content/docs/{fr,en}/<slug>/  index, start-here, rules (the widget), rulings, teach, at-the-table
 *   tests/unit/<slug>/         rules.test.ts, lookupQuestions.ts (the rulings filter's ranking)
 *   tests/browser/<slug>/      questions.mjs (the look-up test on the built site: filter and search)
 *   src/games.ts               one entry, appended to GAMES
 * Run from the project root. `--dry-run` prints the paths without writing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const args = process.argv.slice(2);
const flag = (name) => {
	const i = args.indexOf(name);
	return i === -1 ? undefined : args.splice(i, 2)[1];
};
const dry = args.includes('--dry-run');
if (dry) args.splice(args.indexOf('--dry-run'), 1);
const nameEn = flag('--name');
const nameFrFlag = flag('--name-fr');
const slug = args[0];
if (!slug || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(slug)) {
	console.error('Usage: npm run new-game -- <slug> [--name "Name"] [--name-fr "Nom"] [--dry-run]   (slug: lower case, words joined by -)');
	process.exit(2);
}
const root = process.cwd();
const registry = join(root, 'src/games.ts');
if (!existsSync(registry)) {
	console.error('Run from the project root (no src/games.ts here).');
	process.exit(2);
}
const games = readFileSync(registry, 'utf8');
if (new RegExp(`slug: '${slug}'`).test(games)) {
	console.error(`src/games.ts already has a game "${slug}".`);
	process.exit(1);
}

const name =
	nameEn ??
	slug
		.split('-')
		.map((w) => w[0].toUpperCase() + w.slice(1))
		.join(' ');
const nameFr = nameFrFlag ?? name;
/** `my-game` → `MY_GAME` (constants) */
const CONST = slug.toUpperCase().replace(/-/g, '_');
const q = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const NB = '\u00a0';
/** Narrow no-break space: French, before ? ! ; */
const NN = '\u202f';

/** @type {Record<string, string>} path → content */
const files = {};

// ── rules, machine, example ──────────────────────────────────────────────────────────────────
files[`src/machines/${slug}/keys.ts`] = `/**
 * The message keys this game's engine produces (rules, machines, guided examples): types only, no
 * prose. src/i18n/${slug}/messages.ts checks that each has a message in both languages.
 */
import type { Legality as SharedLegality, Refusal as SharedRefusal } from '../shared/types';

/** Why a move is refused (\`refuse(key, rule, params)\`). */
export type RefusalKey = 'track.refuse.taken' | 'track.refuse.notNext';

/** What a guided step says (a guided example's \`narration\`). */
export type NarrationKey = 'track.step.start' | 'track.step.place' | 'track.step.refused' | 'track.step.full';

export type Refusal = SharedRefusal<RefusalKey>;
export type Legality = SharedLegality<RefusalKey>;
`;

files[`src/machines/${slug}/track.ts`] = `/**
 * The scaffold's placeholder rule, to replace with the game's own: a track of SPACES spaces; each
 * piece goes on the next free space, from the first. Pure functions over plain data: no UI, no
 * XState, no prose. A refusal is a key, its params and the rule's { page, anchor } (a heading id of
 * both languages' page).
 */
import { LEGAL, refuse } from '../shared/types';
import type { Legality } from './keys';

/** Spaces on the teaching track. */
export const SPACES = 5;

/** Spaces taken, in the order they were taken (1-based). */
export type Track = readonly number[];

/** The space the next piece must take, or null when the track is full. */
export function nextSpace(track: Track): number | null {
	return track.length < SPACES ? track.length + 1 : null;
}

/** May a piece go on \`space\`? */
export function canPlace(track: Track, space: number): Legality {
	const rule = { page: 'rules', anchor: 'placing' };
	if (track.includes(space)) return refuse('track.refuse.taken', rule, { space });
	if (space !== nextSpace(track)) return refuse('track.refuse.notNext', rule, { space, next: nextSpace(track) ?? SPACES });
	return LEGAL;
}
`;

files[`src/machines/${slug}/track.machine.ts`] = `/**
 * The track as a state machine: each PLACE asks the rules once (canPlace); a refused move leaves the
 * track as it was and keeps the refusal for the widget to show.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { Refusal } from './keys';
import { canPlace, nextSpace, type Track } from './track';

export interface TrackInput {
	track: Track;
}

export interface TrackContext {
	track: Track;
	refusal: Refusal | null;
}

export type TrackEvent = { type: 'PLACE'; space: number };

export const trackMachine = setup({
	types: { context: {} as TrackContext, events: {} as TrackEvent, input: {} as TrackInput },
	guards: {
		legal: ({ context, event }) => {
			assertEvent(event, 'PLACE');
			return canPlace(context.track, event.space).ok;
		},
		full: ({ context }) => nextSpace(context.track) === null,
	},
	actions: {
		place: assign(({ context, event }) => {
			assertEvent(event, 'PLACE');
			return { track: [...context.track, event.space], refusal: null };
		}),
		refuse: assign(({ context, event }) => {
			assertEvent(event, 'PLACE');
			const legality = canPlace(context.track, event.space);
			return { refusal: legality.ok ? null : legality.refusal };
		}),
	},
}).createMachine({
	id: 'track',
	context: ({ input }) => ({ track: input.track, refusal: null }),
	initial: 'playing',
	states: {
		playing: {
			always: { guard: 'full', target: 'full' },
			on: { PLACE: [{ guard: 'legal', actions: 'place' }, { actions: 'refuse' }] },
		},
		full: { type: 'final' },
	},
});
`;

files[`src/machines/${slug}/examples/track.ts`] = `/** The track's guided example: two pieces, a refused move (a space skipped), then the rest. */
import type { GuidedExample } from '../../shared/guided';
import type { NarrationKey } from '../keys';
import type { trackMachine } from '../track.machine';

export function trackExample(): GuidedExample<typeof trackMachine, NarrationKey> {
	return {
		input: { track: [] },
		steps: [
			{ event: null, narration: 'track.step.start' },
			{ event: { type: 'PLACE', space: 1 }, narration: 'track.step.place' },
			{ event: { type: 'PLACE', space: 3 }, narration: 'track.step.refused' },
			{ event: { type: 'PLACE', space: 2 }, narration: 'track.step.place' },
			{ event: { type: 'PLACE', space: 3 }, narration: 'track.step.place' },
			{ event: { type: 'PLACE', space: 4 }, narration: 'track.step.place' },
			{ event: { type: 'PLACE', space: 5 }, narration: 'track.step.full' },
		],
	};
}
`;

// ── widget, frames ───────────────────────────────────────────────────────────────────────────
files[`src/components/${slug}/frames.ts`] = `/**
 * Build time only (MDX pages call these; the shared tests read GUIDED): every guided example of the
 * game's widgets, replayed through the real machines. A page passes the result to its island as
 * \`frames\`, so guided mode ships neither XState nor a machine.
 */
import { trackExample } from '../../machines/${slug}/examples/track';
import { trackMachine } from '../../machines/${slug}/track.machine';
import { type GuidedSource, guided } from '../../machines/shared/guidedReplay';

const track = guided('track', trackMachine, trackExample);

/** Every guided example of the game (the shared tests replay and explore each one). */
export const GUIDED: readonly GuidedSource[] = [track];

export const trackFrames = track.frames;
`;

files[`src/components/${slug}/TrackWidget.tsx`] = `import type { Locale } from '../../i18n/paths';
import type { NarrationKey } from '../../machines/${slug}/keys';
import { SPACES } from '../../machines/${slug}/track';
import type { trackMachine } from '../../machines/${slug}/track.machine';
import { RefusalNote } from '../shared/RefusalNote';
import type { GuidedFrames } from '../../machines/shared/guided';
import { useGuidedExample } from '../shared/useGuidedExample';
import { useMessages } from '../shared/useMessages';
import { Walkthrough } from '../shared/Walkthrough';

export const WIDGET_ID = 'track-example';

/** The track, step by step (guided only): draws the machine's snapshot, decides nothing. */
export default function TrackWidget({ lang, frames: replayed }: { lang: Locale; frames: GuidedFrames<typeof trackMachine, NarrationKey> }) {
	const { t, tc } = useMessages('${slug}', lang);
	const frames = useGuidedExample(replayed);
	const steps = frames.map((f) => ({ text: t(f.narration, { space: f.event?.space ?? 0 }) }));
	return (
		<Walkthrough
			id={WIDGET_ID}
			lang={lang}
			title={t('track.title')}
			steps={steps}
			renderBoard={(i) => {
				const { track, refusal } = frames[i]!.snap.context;
				return (
					<div data-game="${slug}">
						<ol class="track" aria-label={t('track.title')}>
							{Array.from({ length: SPACES }, (_, s) => (
								<li key={s}>{t(track.includes(s + 1) ? 'track.space.taken' : 'track.space.free', { space: s + 1 })}</li>
							))}
						</ol>
						{refusal && <RefusalNote refusal={refusal} lang={lang} game="${slug}" tc={tc} tg={t.ref} alert={false} />}
					</div>
				);
			}}
		/>
	);
}
`;

// ── messages ─────────────────────────────────────────────────────────────────────────────────
files[`src/i18n/${slug}/base.ts`] = `import { mirror } from '../source';

/** The track widget's words, its narration, its refusals and the rule they link to (placeholders to rewrite). */
export const BASE = /* @__PURE__ */ mirror({
	fr: {
		'track.title': 'La piste',
		'track.space.free': 'Case {space}${NB}: libre',
		'track.space.taken': 'Case {space}${NB}: prise',
		'track.step.start': 'La piste compte cinq cases, toutes libres.',
		'track.step.place': 'Un pion va sur la case {space}.',
		'track.step.refused': 'Un pion tente la case {space}${NB}: refusé, une case est sautée.',
		'track.step.full': 'Un pion va sur la case {space}${NB}: la piste est pleine.',
		'track.refuse.taken': 'La case {space} est déjà prise.',
		'track.refuse.notNext': 'La case {space} n’est pas la suivante${NB}: posez sur la case {next}.',
		'rule.rules.placing': 'où poser un pion',
	},
	en: {
		'track.title': 'The track',
		'track.space.free': 'Space {space}: free',
		'track.space.taken': 'Space {space}: taken',
		'track.step.start': 'The track has five spaces, all free.',
		'track.step.place': 'A piece goes on space {space}.',
		'track.step.refused': 'A piece tries space {space}: refused, a space is skipped.',
		'track.step.full': 'A piece goes on space {space}: the track is full.',
		'track.refuse.taken': 'Space {space} is already taken.',
		'track.refuse.notNext': 'Space {space} is not the next one: place on space {next}.',
		'rule.rules.placing': 'where a piece goes',
	},
});
`;

files[`src/i18n/${slug}/params.ts`] = `import { numbers, type ParamCatalog } from '../params';

/** What this game's message params hold (src/i18n/params.ts): read by the edge-parameter test only. */
export const PARAMS: ParamCatalog = {
	/** A space of the track (1–5). */
	space: numbers(0, 1, 2, 5),
	next: numbers(1, 2, 5),
};
`;

files[`src/i18n/${slug}/messages.ts`] = `/**
 * ${name}'s messages: its part files, in order (docs/messages.md). The registry (src/games.ts
 * \`messages\`) points here; widgets get \`t\` typed by these keys from \`useMessages('${slug}', lang)\`.
 */
import { PLAYERS } from '../../data/${slug}/players';
import type { NarrationKey, RefusalKey } from '../../machines/${slug}/keys';
import { type KeysExist, playerNouns } from '../source';
import { BASE } from './base';

export const PARTS = [playerNouns(PLAYERS), BASE] as const;

declare module '../messages' {
	interface GameMessages {
		'${slug}': typeof PARTS;
	}
}

// A helper that takes \`t\` types it \`GameT<'${slug}'>\` (from '../messages'); the other games export
// it as \`T\` from here once a helper uses it (an export nobody imports fails the dead-exports check).

/** Every key the engine produces has a message: a missing one fails \`npm run check\`. */
export const ENGINE_KEYS_EXIST: KeysExist<typeof PARTS, RefusalKey | NarrationKey> = true;
`;

// ── data ─────────────────────────────────────────────────────────────────────────────────────
files[`src/data/${slug}/players.ts`] = `import type { ExamplePlayers } from '../players';

/** The people the game's examples name, by seat, with their grammatical gender. */
export const PLAYERS = {
	A: { name: 'Anna', gender: 'f' },
	B: { name: 'Bruno', gender: 'm' },
} as const satisfies ExamplePlayers;
`;

files[`src/data/${slug}/glossary.ts`] = `import type { Glossary } from '../glossary';

/** ${name}'s vocabulary: the rulebook's words in each language, the words never to write, what readers type. */
export const GLOSSARY: Glossary = [
	{ id: 'space', fr: { term: 'case' }, en: { term: 'space' } },
	{ id: 'piece', fr: { term: 'pion' }, en: { term: 'piece' } },
];
`;

files[`src/data/${slug}/readings.ts`] = `import type { Readings } from '../readings';

/**
 * The readings the pages follow where the rulebook leaves a point open (src/data/readings.ts): none
 * yet. Each one added is checked on every page (tests/unit/readings.test.ts).
 */
export const READINGS: Readings = [];
`;

files[`src/data/${slug}/rulings.ts`] =
	`/** ${name}'s rulings (src/data/rulings.ts): the questions players ask, answered, with the rulebook section each rests on. */
import type { GameRulings, Ruling } from '../rulings';

export const ${CONST}_RULING_TOPICS = ['turn'] as const;
type Topic = (typeof ${CONST}_RULING_TOPICS)[number];
type Book = 'fr';

export const ${CONST}_RULINGS: Ruling<Topic, Book>[] = [
	{
		id: 'skip-a-space',
		topic: 'turn',
		question: { fr: 'Peut-on sauter une case libre${NN}?', en: 'May you skip a free space?' },
		answer: { fr: 'Non. Chaque pion va sur la prochaine case libre.', en: 'No. Each piece goes on the next free space.' },
		sources: [{ book: 'fr', section: 'Le tour' }],
		seeAlso: [{ page: 'rules', anchor: 'placing' }],
	},
	{
		id: 'full-track',
		topic: 'turn',
		question: { fr: 'Que se passe-t-il quand le dernier pion est posé${NN}?', en: 'What happens when the last piece is placed?' },
		answer: { fr: 'La partie s’arrête aussitôt.', en: 'The game stops at once.' },
		sources: [{ book: 'fr', section: 'Fin de partie' }],
		seeAlso: [{ page: 'rules', anchor: 'end' }],
	},
];

export const ${CONST}_RULINGS_SET: GameRulings<Topic, Book> = {
	game: '${slug}',
	topics: [{ id: 'turn', label: { fr: 'Le tour', en: 'The turn' } }],
	books: [{ id: 'fr', name: { fr: 'Règle française', en: 'French rulebook' } }],
	rulings: ${CONST}_RULINGS,
};
`;

// ── pages ────────────────────────────────────────────────────────────────────────────────────
/** The pages import from src/ through the `~` alias, as every game's do (the shared corpus test reads the imports that way). */
const up = '~';
/** Front matter; title and description quoted (a colon would end a YAML value). */
const fm = (title, description, extra = '') => `---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(description)}\n${extra}---\n`;
const PAGES = {
	fr: {
		index:
			fm(nameFr, `Apprendre ${nameFr} chapitre par chapitre, l’expliquer autour de la table, ou trouver une réponse en pleine partie.`) +
			`\n**Nouveau venu${NN}? [Commencez ici](/fr/${slug}/start-here/)**.\n\n## Le jeu en bref {#what-it-is}\n\nChaque joueur pose un pion à son tour sur la piste.\n`,
		'start-here':
			fm('Commencer ici', `${nameFr} en quelques minutes${NB}: le but et le tour, de quoi jouer votre premier tour.`) +
			`\n## Le but {#goal}\n\nRemplir la piste, case après case, avec un pion à chaque tour.\n`,
		rules:
			fm('Les règles', `Où poser un pion, et quand la partie s’arrête.`) +
			`\nimport TrackWidget from '${up}/components/${slug}/TrackWidget';\nimport { trackFrames } from '${up}/components/${slug}/frames';\nimport EmbeddedStrings from '${up}/components/shared/EmbeddedStrings.astro';\n\n<EmbeddedStrings game="${slug}" lang="fr" />\n\n## Poser un pion {#placing}\n\nUn pion va toujours sur la prochaine case libre de la piste.\n\n<TrackWidget client:visible lang="fr" frames={trackFrames()} />\n\n## Fin de partie {#end}\n\nLa partie s’arrête quand la piste est pleine.\n`,
		rulings:
			fm('Questions de règles', `Les questions qui reviennent pendant une partie de ${nameFr}, avec leur réponse.`, 'tableOfContents: false\n') +
			`\nimport { Aside } from '@astrojs/starlight/components';\nimport Rulings from '${up}/components/shared/Rulings.astro';\nimport RulingsFilter from '${up}/components/shared/RulingsFilter.astro';\nimport { ${CONST}_RULINGS_SET as set } from '${up}/data/${slug}/rulings';\n\n<RulingsFilter lang="fr" />\n\n<Aside type="tip" title="En bref">\nCliquez sur une question pour lire sa réponse. Chaque réponse cite la section de la règle sur laquelle elle s’appuie.\n</Aside>\n\n## Le tour {#topic-turn}\n\n<Rulings set={set} lang="fr" topic="turn" />\n`,
		teach:
			fm('Expliquer le jeu', `Un déroulé pour la personne qui explique ${nameFr} autour de la table.`) +
			`\n## Avant de commencer {#before}\n\nPosez la piste et les pions au centre de la table.\n\n## Le tour {#turn}\n\nMontrez [l’exemple interactif de la piste, le premier pion](/fr/${slug}/rules/?track-example=2#track-example), puis [le pion qui saute une case, refusé](/fr/${slug}/rules/?track-example=3#track-example).\n`,
		'at-the-table':
			fm(
				'Pendant la partie',
				`${nameFr} sur un seul écran pour la partie${NB}: le tour en bref et les questions de chaque partie.`,
				'template: splash\ntableOfContents: false\nprev: false\nnext: false\n',
			) +
			`\nimport AtTheTable from '${up}/components/shared/AtTheTable.astro';\n\n<AtTheTable lang="fr" game="${slug}">\n\n## Votre tour {#turn}\n\nPosez un pion sur la prochaine case libre.\n\n</AtTheTable>\n`,
	},
	en: {
		index:
			fm(name, `Learn ${name} chapter by chapter, teach it at the table, or find an answer in the middle of a game.`) +
			`\n**New to the game? [Start here](/en/${slug}/start-here/)**.\n\n## The game in brief {#what-it-is}\n\nOn your turn, you place a piece on the track.\n`,
		'start-here':
			fm('Start here', `${name} in a few minutes: the goal and the turn, enough to play your first turn.`) +
			`\n## The goal {#goal}\n\nFill the track, space after space, with one piece each turn.\n`,
		rules:
			fm('The rules', 'Where a piece goes, and when the game stops.') +
			`\nimport TrackWidget from '${up}/components/${slug}/TrackWidget';\nimport { trackFrames } from '${up}/components/${slug}/frames';\nimport EmbeddedStrings from '${up}/components/shared/EmbeddedStrings.astro';\n\n<EmbeddedStrings game="${slug}" lang="en" />\n\n## Placing a piece {#placing}\n\nA piece always goes on the next free space of the track.\n\n<TrackWidget client:visible lang="en" frames={trackFrames()} />\n\n## Game end {#end}\n\nThe game stops when the track is full.\n`,
		rulings:
			fm('Rulings', `The questions that come up during a game of ${name}, with their answers.`, 'tableOfContents: false\n') +
			`\nimport { Aside } from '@astrojs/starlight/components';\nimport Rulings from '${up}/components/shared/Rulings.astro';\nimport RulingsFilter from '${up}/components/shared/RulingsFilter.astro';\nimport { ${CONST}_RULINGS_SET as set } from '${up}/data/${slug}/rulings';\n\n<RulingsFilter lang="en" />\n\n<Aside type="tip" title="In short">\nClick a question to read its answer. Each answer cites the section of the rulebook it rests on.\n</Aside>\n\n## The turn {#topic-turn}\n\n<Rulings set={set} lang="en" topic="turn" />\n`,
		teach:
			fm('Teaching the game', `A script for the person explaining ${name} at the table.`) +
			`\n## Before you start {#before}\n\nLay the track and the pieces in the middle of the table.\n\n## The turn {#turn}\n\nShow [the track’s interactive example, the first piece](/en/${slug}/rules/?track-example=2#track-example), then [the piece that skips a space, refused](/en/${slug}/rules/?track-example=3#track-example).\n`,
		'at-the-table':
			fm(
				'At the table',
				`${name} on one screen for game night: the turn in brief and the questions asked at every table.`,
				'template: splash\ntableOfContents: false\nprev: false\nnext: false\n',
			) +
			`\nimport AtTheTable from '${up}/components/shared/AtTheTable.astro';\n\n<AtTheTable lang="en" game="${slug}">\n\n## Your turn {#turn}\n\nPlace a piece on the next free space.\n\n</AtTheTable>\n`,
	},
};
for (const [lang, pages] of Object.entries(PAGES))
	for (const [page, text] of Object.entries(pages)) files[`src/content/docs/${lang}/${slug}/${page}.mdx`] = text;

// ── the game's own tests ─────────────────────────────────────────────────────────────────────
files[`tests/unit/${slug}/rules.test.ts`] = `// ${name}: each worked example of the rulebook is a test (the scaffold's placeholder rule until then).
import { describe, expect, it } from 'vitest';
import { canPlace, nextSpace, SPACES } from '../../../src/machines/${slug}/track';

describe('the track', () => {
	it('takes the next free space, from the first', () => {
		expect(nextSpace([])).toBe(1);
		expect(canPlace([1], 2)).toEqual({ ok: true });
		expect(nextSpace([1, 2, 3, 4, 5].slice(0, SPACES))).toBeNull();
	});
	it('refuses a taken space and a skipped one, with the rule that says so', () => {
		expect(canPlace([1], 1)).toMatchObject({ ok: false, refusal: { key: 'track.refuse.taken', rule: { page: 'rules', anchor: 'placing' } } });
		expect(canPlace([1], 3)).toMatchObject({ ok: false, refusal: { key: 'track.refuse.notNext', params: { space: 3, next: 2 } } });
	});
});
`;

// Players' look-up questions (the scaffold's two rulings): their rank in the rulings filter
// (tests/unit/shared/lookup-questions.test.ts, at least 20 per language, the ruling meant first in 90 %)…
files[`tests/unit/${slug}/lookupQuestions.ts`] = `// Players' look-up questions for this game (as they type them at the table), each with the ruling
// that answers it; tests/unit/shared/lookupQuestions.ts gathers every game's file by its folder.
import { type PerLang, Q } from '../shared/lookupQuestion';

export const QUESTIONS: PerLang = {
	en: [
		Q('can I skip a space', 'skip-a-space'),
		Q('skip a free space', 'skip-a-space'),
		Q('skip', 'skip-a-space'),
		Q('next free space', 'skip-a-space'),
		Q('must I take the next space', 'skip-a-space'),
		Q('jump over a space', 'skip-a-space'),
		Q('where does my piece go', 'skip-a-space'),
		Q('next space for a piece', 'skip-a-space'),
		Q('free space', 'skip-a-space'),
		Q('piece on the next space', 'skip-a-space'),
		Q('can a piece skip', 'skip-a-space'),
		Q('last piece placed', 'full-track'),
		Q('when does the game stop', 'full-track'),
		Q('game end', 'full-track'),
		Q('what happens after the last piece', 'full-track'),
		Q('end of the game', 'full-track'),
		Q('when is the game over', 'full-track'),
		Q('last piece', 'full-track'),
		Q('does the game stop at once', 'full-track'),
		Q('what happens at the end', 'full-track'),
	],
	fr: [
		Q('peut-on sauter une case', 'skip-a-space'),
		Q('sauter une case libre', 'skip-a-space'),
		Q('sauter', 'skip-a-space'),
		Q('prochaine case', 'skip-a-space'),
		Q('case libre', 'skip-a-space'),
		Q('où va mon pion', 'skip-a-space'),
		Q('poser un pion', 'skip-a-space'),
		Q('chaque pion sur la prochaine case', 'skip-a-space'),
		Q('pion sur la case libre', 'skip-a-space'),
		Q("sauter une case c'est permis ?", 'skip-a-space'),
		Q('dernier pion posé', 'full-track'),
		Q("quand s'arrête la partie", 'full-track'),
		Q('fin de partie', 'full-track'),
		Q('dernier pion', 'full-track'),
		Q('que se passe-t-il à la fin', 'full-track'),
		Q("la partie s'arrête quand", 'full-track'),
		Q('partie terminée', 'full-track'),
		Q('arrêt de la partie', 'full-track'),
		Q('après le dernier pion', 'full-track'),
		Q('fin du jeu', 'full-track'),
	],
};

/** Written after the ranking was tuned on QUESTIONS (none yet: add the ones players ask once the rulings are the game's). */
export const LATER: PerLang = { en: [], fr: [] };
`;

// …and the same look-up on the built site, the rulings filter and the site search
// (tests/browser/path/lookup.test.mjs, at least four per language).
files[`tests/browser/${slug}/questions.mjs`] = `/**
 * Questions players ask mid-game, per language, each with the answers we accept
 * (tests/browser/path/lookup.test.mjs reads this file from every game's folder):
 * - \`rulings\`: the ruling ids the rulings filter must keep (at least one of them shown, and each
 *   shown ruling opened);
 * - \`pages\`: where search may answer (a page path, or a path with its #section): one of them must
 *   be among the first three results, as a page or one of its listed sections.
 */

/** @param {'fr' | 'en'} lang */
const skip = (lang) => [\`/\${lang}/${slug}/rulings/#skip-a-space\`, \`/\${lang}/${slug}/rules/#placing\`, \`/\${lang}/${slug}/rules/\`];
/** @param {'fr' | 'en'} lang */
const end = (lang) => [\`/\${lang}/${slug}/rulings/#full-track\`, \`/\${lang}/${slug}/rules/#end\`, \`/\${lang}/${slug}/rules/\`];

/** @type {Record<'fr' | 'en', { q: string, rulings?: string[], pages?: string[] }[]>} */
export const QUESTIONS = {
	fr: [
		{ q: 'Peut-on sauter une case libre${NN}?', rulings: ['skip-a-space'], pages: skip('fr') },
		{ q: 'prochaine case libre', rulings: ['skip-a-space'], pages: skip('fr') },
		{ q: 'que se passe-t-il quand le dernier pion est posé', rulings: ['full-track'], pages: end('fr') },
		{ q: 'fin de partie', rulings: ['full-track'], pages: end('fr') },
	],
	en: [
		{ q: 'May I skip a free space?', rulings: ['skip-a-space'], pages: skip('en') },
		{ q: 'next free space', rulings: ['skip-a-space'], pages: skip('en') },
		{ q: 'what happens when the last piece is placed', rulings: ['full-track'], pages: end('en') },
		{ q: 'when does the game stop', rulings: ['full-track'], pages: end('en') },
	],
};
`;

// ── the registry entry ───────────────────────────────────────────────────────────────────────
const year = new Date().getFullYear();
const entry = `	{
		slug: ${q(slug)},
		name: { fr: ${q(nameFr)}, en: ${q(name)} },
		status: 'ready',
		// To fill from the box and the publishers' pages.
		facts: {
			designers: ['To fill'],
			publisher: { fr: 'To fill', en: 'To fill' },
			year: { fr: ${year}, en: ${year} },
			players: { min: 2, max: 4 },
			minutes: { min: 30, max: 30 },
			age: 8,
		},
		blurb: {
			fr: ${q('Posez vos pions sur la piste, une case après l’autre.')},
			en: ${q('Place your pieces on the track, one space after another.')},
		},
		chapters: ['', 'start-here', 'rules', 'rulings', 'teach', 'at-the-table'],
		apart: ['teach', 'at-the-table'],
		words: {
			search: { fr: ['pion', 'case'], en: ['piece', 'space'] },
			rulings: { fr: ['case', 'partie'], en: ['space', 'game'] },
		},
		table: { questions: ['skip-a-space', 'full-track'] },
		messages: 'src/i18n/${slug}/messages.ts',
		rulings: { module: 'src/data/${slug}/rulings.ts', exportName: '${CONST}_RULINGS_SET' },
	},
`;
const END = '] as const satisfies readonly GameEntry[];';
if (!games.includes(END)) {
	console.error(`src/games.ts: cannot find the end of GAMES ("${END}").`);
	process.exit(1);
}

const clash = Object.keys(files).filter((f) => existsSync(join(root, f)));
if (clash.length) {
	console.error(`Would overwrite:\n  ${clash.join('\n  ')}`);
	process.exit(1);
}
for (const [path, text] of Object.entries(files)) {
	if (dry) continue;
	mkdirSync(dirname(join(root, path)), { recursive: true });
	writeFileSync(join(root, path), text);
}
if (!dry) writeFileSync(registry, games.replace(END, `${entry}${END}`));
console.log(`${dry ? 'Would write' : 'Wrote'} ${Object.keys(files).length} files and one entry in src/games.ts for "${slug}" (${name} / ${nameFr}).`);
console.log('Next: fill the facts and the blurb, replace the track with the game’s rules, widgets, pages, words and rulings (docs/adding-a-game.md).');
