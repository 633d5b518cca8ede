// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import tailwindcss from '@tailwindcss/vite';
import { satteri } from '@astrojs/markdown-satteri';

export default defineConfig({
	site: 'https://rules-at-play.example',
	trailingSlash: 'always',
	markdown: {
		// `## Heading {#stable-id}`: both languages share heading ids, so the language
		// switch can keep the reader on the same section.
		processor: satteri({ features: { headingAttributes: true } }),
	},
	integrations: [
		starlight({
			title: { fr: 'Règles en jeu', en: 'Rules at Play' },
			description: 'Learn board-game rules by playing them: WildLife, Caldera Park, Planet, Animal Kingdoms.',
			defaultLocale: 'fr',
			locales: {
				fr: { label: 'Français', lang: 'fr' },
				en: { label: 'English', lang: 'en' },
			},
			favicon: '/favicon.svg',
			customCss: ['./src/styles/global.css'],
			components: {
				LanguageSelect: './src/components/starlight/LanguageSelect.astro',
				Search: './src/components/starlight/Search.astro',
			},
			sidebar: [
				{
					label: 'WildLife',
					items: [{ autogenerate: { directory: 'wildlife' } }],
				},
			],
			lastUpdated: false,
			pagination: true,
		}),
		preact(),
	],
	vite: {
		plugins: [tailwindcss()],
		build: {
			rolldownOptions: {
				output: {
					// Widget pages load many small modules; one file per group compresses far better than
					// many. `kit`: only what every widget's guided mode uses (Preact, the walkthrough shell, the
					// guided frames, the try-it loader, the table frame and tokens, the shell's strings). `xstate`:
					// XState and the replay, fetched only with a try-it mode (guided frames are replayed at build).
					codeSplitting: {
						groups: [
							{
								name: 'kit',
								test: /node_modules[\\/]preact[\\/]|src[\\/](machines[\\/]shared[\\/]types\.|components[\\/]shared[\\/](Walkthrough|stepParam|stageContext|useGuidedExample|LazyTry|TableWrap|Token|players)\.|i18n[\\/](common|format|paths)\.)/,
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
