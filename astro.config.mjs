// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import tailwindcss from '@tailwindcss/vite';
import { satteri } from '@astrojs/markdown-satteri';
import { typographyPlugin } from './src/i18n/typography.mjs';
import { READY_GAMES } from './src/games.ts';
import { gameSidebarGroup } from './src/nav/sidebar.ts';
import { onBuildWarning } from './scripts/lib/build-warnings.mjs';
import { shellScriptsNoPreload } from './scripts/lib/shell-scripts-no-preload.mjs';
import { leanPreloadHelper } from './scripts/lib/lean-preload-helper.mjs';
import { preactClientWithoutSignals } from './scripts/lib/preact-client-without-signals.mjs';
import { offline } from './src/offline/integration.mjs';
import { deploy } from './src/deploy/integration.mjs';
import { LOCALES } from './src/i18n/paths.ts';
import { normalizeBase } from './src/base.ts';
import { baseLinksPlugin } from './src/baseLinks.mjs';

/**
 * Where the site is served: SITE (origin, default a placeholder) and BASE (sub-path, default the
 * domain's root). A GitHub project site: SITE=https://<user>.github.io BASE=/<repo>/ (README, "Deploy").
 */
const SITE = process.env.SITE || 'https://rules-at-play.example';
const BASE = normalizeBase(process.env.BASE);
const security = deploy();

export default defineConfig({
	site: SITE,
	base: BASE,
	trailingSlash: 'always',
	// Starlight would turn prefetch on with its script on every page; the Header loads it at the
	// reader's first interaction instead (src/components/starlight/lazyPrefetch.ts).
	prefetch: false,
	markdown: {
		// `## Heading {#stable-id}`: both languages share heading ids, so the language
		// switch can keep the reader on the same section.
		processor: satteri({ features: { headingAttributes: true }, hastPlugins: [typographyPlugin, baseLinksPlugin(BASE)] }),
	},
	integrations: [
		starlight({
			title: { fr: 'Règles en jeu', en: 'Rules at Play' },
			// The games named from the registry: a new game joins the description with its entry.
			description: `Learn board-game rules by playing them: ${READY_GAMES.map((g) => g.name.en).join(', ')}.`,
			defaultLocale: 'fr',
			locales: {
				fr: { label: 'Français', lang: 'fr' },
				en: { label: 'English', lang: 'en' },
			},
			favicon: '/favicon.svg',
			customCss: ['./src/styles/global.css'],
			components: {
				LanguageSelect: './src/components/starlight/LanguageSelect.astro',
				// The search button's keyboard hint hidden from assistive technology (label in name).
				Search: './src/components/starlight/Search.astro',
				// On a phone: "At the table" from every game page, the language switch where there is no menu.
				Header: './src/components/starlight/Header.astro',
				// Game pages: the game's search filter, and the offline control before the footer.
				MarkdownContent: './src/components/starlight/MarkdownContent.astro',
				Footer: './src/components/starlight/Footer.astro',
			},
			// Each language's web app manifest, theme colour, and the service worker's registration;
			// Previous / Next along each game's learner path (src/nav/pagination.ts).
			routeMiddleware: ['./src/offline/head.ts', './src/nav/pagination.ts'],
			// One group per ready game of the registry, named in each language, collapsed unless it
			// holds the current page: the learner's path, then the pages that stand apart (src/nav/sidebar.ts).
			sidebar: READY_GAMES.map(gameSidebarGroup),
			lastUpdated: false,
			pagination: true,
			// Our 404 (src/pages/404.astro) speaks both languages and leads to the games.
			disable404Route: true,
		}),
		preact(),
		// After starlight(): the pages' inline scripts hashed into a CSP meta on each page.
		security.policy,
		// After starlight() and the policy: needs the built pages and Pagefind's index (service worker, offline packs).
		offline({ games: READY_GAMES, locales: LOCALES }),
		// Last, when every file is written: _headers (the CSP with every hash, caching) and _redirects.
		security.headers,
	],
	vite: {
		resolve: {
			// Starlight's Search builds Pagefind's UI at idle on every page; this stand-in fetches it
			// only when search opens, in the page's language (see the module's header).
			alias: [
				{
					find: /^@pagefind\/default-ui$/,
					replacement: fileURLToPath(new URL('./src/components/starlight/lazyPagefindUI.ts', import.meta.url)),
				},
			],
		},
		plugins: [
			tailwindcss(),
			// Text pages' JavaScript: the site shell's scripts load their on-demand parts without Vite's
			// preload helper (its header says why).
			shellScriptsNoPreload(),
			// Widget pages' JavaScript: Vite's preload helper, which widgets' try-it imports go through,
			// in a few lines (its header says what it keeps).
			leanPreloadHelper(),
			// Astro's Preact client without its support for signals as island props (none is; its header).
			preactClientWithoutSignals(),
			{
				// Astro builds several Vite environments (prerender, client…) and sets their build
				// options itself, so the filter is added to each environment.
				name: 'rules-at-play:build-warnings',
				configEnvironment: () => ({ build: { rolldownOptions: { onwarn: onBuildWarning } } }),
			},
		],
		build: {
			rolldownOptions: {
				output: {
					// Widget pages load many small modules; one file per group compresses far better than
					// many. `kit`: only what every widget's guided mode uses (Preact, the walkthrough shell, the
					// guided frames, the try-it loader, the table frame and tokens, the shell's strings, the hook every
					// widget reads its messages with, and oneOf, a one-line guard 28 of the 52 pages use). `xstate`:
					// XState and the replay, fetched only with a try-it mode (guided frames are replayed at build).
					codeSplitting: {
						groups: [
							{
								// Vite's preload helper stays a file of its own: the message layer's server-only
								// import (src/i18n/messages.ts) would otherwise pull it into `kit`, which every
								// page's offline control would then load up front.
								name: 'preload-helper',
								test: /preload-helper/,
								priority: 30,
							},
							{
								name: 'kit',
								test: /node_modules[\\/]preact[\\/]|src[\\/](machines[\\/]shared[\\/](types|guided)\.|components[\\/]shared[\\/](Walkthrough\w*|stepParam|stageContext|useGuidedExample|useMessages|oneOf|LazyTry|TableWrap|Token|players)\.|i18n[\\/](format|messages|paths)\.)/,
								priority: 20,
							},
							{
								name: 'xstate',
								test: /node_modules[\\/]xstate[\\/]|src[\\/]machines[\\/]shared[\\/]replay\./,
								priority: 10,
							},
						],
					},
				},
			},
		},
	},
});
