import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { leanPreloadHelper } from '../../../scripts/lib/lean-preload-helper.mjs';
import { preactClientWithoutSignals } from '../../../scripts/lib/preact-client-without-signals.mjs';

// The build plugins that trim the JavaScript every widget page loads (astro.config.mjs).

const client = { environment: { config: { consumer: 'client' } } };
const VITE_HELPER = 'var e=function(){return`modulepreload`},a=function(a,o,s){/* Vite’s helper */return a()};export{a as t};';

/** A fake document: the links it holds, and the elements appended to its head. */
function fakeDocument(existing: string[]) {
	const links = existing.map((href) => ({ href, rel: 'stylesheet' }));
	const appended: Array<Record<string, unknown>> = [];
	return {
		appended,
		getElementsByTagName: () => links,
		createElement: () => ({}) as Record<string, unknown>,
		head: { appendChild: (el: Record<string, unknown>) => appended.push(el) },
	};
}

/** The lean helper the plugin writes, run as a function (its `import.meta.url` a helper in /_astro/). */
function leanHelper(doc: ReturnType<typeof fakeDocument>) {
	const plugin = leanPreloadHelper();
	const out = plugin.renderChunk.call(client, VITE_HELPER, { name: 'preload-helper', exports: ['t'] });
	expect(out).not.toBeNull();
	const code = (out as { code: string }).code;
	expect(code).toMatch(/export\{p as t\};$/);
	const body = code.replace(/export\{p as t\};$/, 'return p;').replaceAll('import.meta.url', '"https://site.test/sub/_astro/preload-helper.x.js"');
	return new Function('document', body)(doc) as (f: () => unknown, deps?: string[]) => Promise<unknown>;
}

describe('the lean preload helper', () => {
	it('links each dependency once, as a modulepreload, under the base the helper is served from, then runs the import', async () => {
		const doc = fakeDocument(['https://site.test/sub/_astro/game.css']);
		const helper = leanHelper(doc);
		const load = vi.fn(() => 'module');
		expect(await helper(load, ['_astro/Try.js', '_astro/game.css', '_astro/xstate.js'])).toBe('module');
		expect(load).toHaveBeenCalledOnce();
		expect(doc.appended.map((l) => [l.rel, l.href, l.crossOrigin])).toEqual([
			['modulepreload', 'https://site.test/sub/_astro/Try.js', ''],
			['modulepreload', 'https://site.test/sub/_astro/xstate.js', ''],
		]);
		await helper(load, ['_astro/Try.js', '_astro/xstate.js']);
		expect(doc.appended).toHaveLength(2); // already linked: nothing more
		await helper(load);
		expect(load).toHaveBeenCalledTimes(3);
	});
	it('waits for a stylesheet the page does not link yet before running the import', async () => {
		const doc = fakeDocument([]);
		const helper = leanHelper(doc);
		const load = vi.fn(() => 'module');
		const done = helper(load, ['_astro/other.css']);
		await Promise.resolve();
		expect(load).not.toHaveBeenCalled();
		const sheet = doc.appended[0] as { rel: string; onload: () => void };
		expect(sheet.rel).toBe('stylesheet');
		sheet.onload();
		expect(await done).toBe('module');
	});
	it('leaves a helper of another shape, another chunk, or the server build as they are', () => {
		const plugin = leanPreloadHelper();
		expect(plugin.renderChunk.call(client, 'export{a as t};', { name: 'preload-helper', exports: ['t'] })).toBeNull();
		expect(plugin.renderChunk.call(client, VITE_HELPER, { name: 'kit', exports: ['t'] })).toBeNull();
		const server = { environment: { config: { consumer: 'server' } } };
		expect(plugin.renderChunk.call(server, VITE_HELPER, { name: 'preload-helper', exports: ['t'] })).toBeNull();
	});
});

describe("the import()s' preload lists", () => {
	const table = (deps: string[]) => `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(deps)})))=>i.map(i=>d[i]);\n`;
	const chunk = (fileName: string, imports: string[], code = '') => ({ type: 'chunk', fileName, imports, code });

	it('are written in place, without the files the chunk already imports, directly or not', () => {
		const widget = chunk(
			'_astro/Widget.js',
			['_astro/kit.js'],
			`${table(['_astro/Try.js', '_astro/kit.js', '_astro/helper.js', '_astro/game.css', '_astro/xstate.js'])}import{t as e}from"./kit.js";e(()=>import("./Try.js"),__vite__mapDeps([0,1,2,3,4]));e(()=>import("./xstate.js"),__vite__mapDeps([4,2]))`,
		);
		const bundle = {
			'_astro/Widget.js': widget,
			'_astro/kit.js': chunk('_astro/kit.js', ['_astro/helper.js']),
			'_astro/helper.js': chunk('_astro/helper.js', []),
		};
		leanPreloadHelper().generateBundle.handler.call(client, {}, bundle);
		expect(widget.code).toBe(
			'import{t as e}from"./kit.js";e(()=>import("./Try.js"),["_astro/Try.js","_astro/game.css","_astro/xstate.js"]);e(()=>import("./xstate.js"),["_astro/xstate.js"])',
		);
	});
	it('are left as Vite wrote them when the table is used another way', () => {
		const code = `${table(['_astro/Try.js'])}e(()=>import("./Try.js"),__vite__mapDeps(list))`;
		const odd = chunk('_astro/Odd.js', [], code);
		leanPreloadHelper().generateBundle.handler.call(client, {}, { '_astro/Odd.js': odd });
		expect(odd.code).toBe(code);
	});
});

describe("Astro's Preact client without signals", () => {
	const require = createRequire(import.meta.url);
	const file = require.resolve('@astrojs/preact/client.js');
	const source = readFileSync(file, 'utf8');

	it('loses the branch that imports @preact/signals and throws if an island ever carries signals', () => {
		const warn = vi.fn();
		const out = preactClientWithoutSignals().transform.handler.call({ warn }, source, file) as { code: string };
		expect(warn).not.toHaveBeenCalled();
		expect(source).toContain('@preact/signals');
		expect(out.code).not.toContain('@preact/signals');
		expect(out.code).not.toContain('sharedSignalMap');
		expect(out.code).toContain('if (element.dataset.preactSignals) throw Error(');
		// Hydration itself is untouched.
		expect(out.code).toContain('hydrate(child, element);');
		expect(out.code).toContain('element.addEventListener("astro:unmount"');
	});
	it('warns and leaves the client as it is when its shape has changed', () => {
		const warn = vi.fn();
		expect(preactClientWithoutSignals().transform.handler.call({ warn }, 'export default 1;', file)).toBeNull();
		expect(warn).toHaveBeenCalledOnce();
	});
});
