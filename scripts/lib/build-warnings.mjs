/**
 * Rolldown `onwarn` for the site build (wired in astro.config.mjs).
 *
 * Astro marks MDX modules with the directive "use astro:head-inject", and Rolldown warns about it
 * (code MODULE_LEVEL_DIRECTIVE) once per page: 44 lines a build, known and harmless upstream.
 * That one is dropped, by code and directive; every other warning is passed on, so it still shows.
 * @param {{ code?: string, message: string }} warning
 * @param {(warning: any) => void} warn the default handler
 */
export function onBuildWarning(warning, warn) {
	if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use astro:head-inject"')) return;
	warn(warning);
}
