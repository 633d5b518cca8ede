/**
 * Third-party notices for what the site ships (issue 29): `dist/third-party-notices.txt`, written by
 * the deploy integration's last step. The list is read from the build, not kept by hand:
 *
 * - npm packages bundled into the browser: a Vite plugin (added to the client build by the deploy
 *   integration) records every module under node_modules/ that lands in a client chunk; the
 *   service worker's bundle (esbuild, src/offline/integration.mjs) adds its inputs the same way;
 *   Pagefind's runtime, which Starlight copies into dist/pagefind/, is added when that folder exists;
 * - each package's name, version, licence, author and licence text come from its own
 *   package.json and LICENSE file in node_modules/;
 * - the Caldera Park pictograms (Game-icons.net, CC BY 3.0) are credited with their authors; the
 *   site ships no web font (system fonts only).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Package names whose code the build ships to the browser. */
export const shipped = new Set();

/** The package a module path belongs to (`…/node_modules/@scope/name/dist/x.js` → `@scope/name`), or undefined. */
export function packageOf(id) {
	const path = `/${id.replace(/\\/g, '/').replace(/^\0/, '').split('?')[0]}`;
	const at = path.lastIndexOf('/node_modules/');
	if (at === -1) return undefined;
	const parts = path.slice(at + '/node_modules/'.length).split('/');
	const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
	return name && !name.startsWith('.') ? name : undefined;
}

/** Vite plugin for the client build: records the packages of every chunk written. */
export function noticesPlugin() {
	return {
		name: 'rules-at-play:notices',
		generateBundle(_options, bundle) {
			// Only what reaches the browser (Vite's client environment), not the pages' server render.
			if (this.environment && this.environment.name !== 'client') return;
			for (const chunk of Object.values(bundle)) {
				if (chunk.type !== 'chunk') continue;
				for (const id of chunk.moduleIds ?? Object.keys(chunk.modules ?? {})) {
					const name = packageOf(id);
					if (name) shipped.add(name);
				}
			}
		},
	};
}

const LICENSE_FILES = /^(licen[cs]e|copying)(\.(md|txt|markdown))?$/i;

/** The notices file's text for `names` (read from node_modules under `root`). */
export async function noticesText(names, root) {
	const out = [
		'Rules at Play / Règles en jeu: third-party notices',
		'',
		'The site is MIT-licensed (see LICENSE in its repository). It ships the following',
		'third-party works, under their own licences.',
		'',
		'== Pictograms ==',
		'',
		'Caldera Park pictograms: Game-icons.net (https://game-icons.net), by Lorc, Delapouite and',
		'contributors, licensed under CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/).',
		'Turned into CSS masks by scripts/cp-icons.mjs; the icons were not otherwise changed.',
		'',
		'== Fonts ==',
		'',
		'None: the site uses the reader’s system fonts.',
		'',
		'== npm packages bundled into the pages and the service worker ==',
		'',
	];
	for (const name of [...names].sort()) {
		const dir = join(root, 'node_modules', name);
		let meta = {};
		try {
			meta = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
		} catch {
			// a package without metadata: named only
		}
		const author = typeof meta.author === 'string' ? meta.author : meta.author?.name;
		const licence = typeof meta.license === 'string' ? meta.license : (meta.license?.type ?? 'see the package');
		const repo = typeof meta.repository === 'string' ? meta.repository : meta.repository?.url;
		out.push(`--- ${name} ${meta.version ?? ''}`.trimEnd(), `License: ${licence}`);
		if (author) out.push(`Author: ${author}`);
		if (meta.homepage || repo) out.push(`Source: ${meta.homepage ?? repo}`);
		const file = existsSync(dir) ? (await readdir(dir, { withFileTypes: true })).find((f) => f.isFile() && LICENSE_FILES.test(f.name))?.name : undefined;
		out.push('', file ? (await readFile(join(dir, file), 'utf8')).trim() : `(no licence file in the package; its package.json says ${licence})`, '');
	}
	return `${out.join('\n')}\n`;
}
