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
