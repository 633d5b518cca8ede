/// <reference types="@astrojs/starlight" />
// (Starlight's globals, `Astro.locals.starlightRoute` and `t` among them, for the components that read them.)
// Types for the Starlight virtual modules used by our component overrides (Starlight ships none).
declare module 'virtual:starlight/user-config' {
	const config: import('@astrojs/starlight/types').StarlightConfig;
	export default config;
}
declare module 'virtual:starlight/project-context' {
	const project: { trailingSlash: 'always' | 'never' | 'ignore'; build: { format: 'file' | 'directory' | 'preserve' } };
	export default project;
}
declare module 'virtual:starlight/pagefind-config' {
	export const pagefindUserConfig: Record<string, unknown>;
}
// Pagefind's UI ships no types; the project loads it through src/components/starlight/lazyPagefindUI.ts.
declare module '@pagefind/default-ui/npm_dist/mjs/ui-core.mjs' {
	export class PagefindUI {
		constructor(options: Record<string, unknown>);
	}
}
