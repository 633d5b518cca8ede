/**
 * `npm run lint:structure` (part of `npm run check`): `depcruise src` checks the imports of src/
 * against these rules (docs/choices.md, "Structure checks"). Only TypeScript and JavaScript modules
 * are read (.astro and .mdx files import components, nothing imports them back).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
	forbidden: [
		{
			name: 'no-circular',
			severity: 'error',
			comment:
				'An import cycle that exists at run time (static, side-effect or dynamic imports, re-exports): ' +
				'a lazily loaded try-it mode shares its parts with its widget through a *Parts.tsx file, never by ' +
				'importing the widget back.',
			from: {},
			to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
		},
		{
			name: 'no-circular-type-only',
			severity: 'warn',
			comment:
				'A cycle closed only by a type-only import (`import type`): erased at compile time, so it loads ' +
				'fine, but two modules that need each other’s types are one concern split in two: move the ' +
				'shared types to the module both import (e.g. keys.ts or types.ts).',
			from: {},
			to: { circular: true, via: { dependencyTypes: ['type-only'] } },
		},
		{
			name: 'rules-without-ui',
			severity: 'error',
			comment:
				'src/machines/ is the rules: no widget, no Preact, no message text (DESIGN.md, README "Architecture"); ' +
				'a type from src/i18n/ (a message key’s parameters) is erased and allowed.',
			from: { path: '^src/machines/' },
			to: { path: ['^src/components/', '^src/i18n/', '^node_modules/(preact|@preact)/'], dependencyTypesNot: ['type-only'] },
		},
		{
			name: 'pure-rules-without-xstate',
			severity: 'error',
			comment: 'Rules files stay pure functions; only *.machine.ts files (and the shared replay helpers) build XState machines.',
			from: { path: '^src/machines/', pathNot: ['\\.machine\\.ts$', '^src/machines/shared/'] },
			to: { path: '^node_modules/xstate/' },
		},
		{
			name: 'one-game-per-widget-folder',
			severity: 'error',
			comment: 'A game’s widgets draw its own rules: src/components/<game>/ imports no other game’s components or machines.',
			from: { path: '^src/components/([^/]+)/', pathNot: '^src/components/(shared|starlight|home)/' },
			to: { path: '^src/(components|machines)/([^/]+)/', pathNot: ['^src/(components|machines)/$1/', '^src/(components|machines)/shared/'] },
		},
	],
	options: {
		doNotFollow: { path: 'node_modules' },
		// Type-only imports are read too (dependency type `type-only`) so that their cycles are reported.
		tsPreCompilationDeps: true,
		// The `~/` alias (tsconfig.json paths), used by MDX pages and some modules.
		tsConfig: { fileName: 'tsconfig.json' },
		enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'] },
		exclude: { path: '\\.d\\.ts$' },
	},
};
