/** Draws the app icons (public/icons/*.png) from their SVG sources with Debian's Chromium: `npm exec -- node scripts/icons.mjs`. */
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [src, size, out] of [
	['icon', 192, 'icon-192'],
	['icon', 512, 'icon-512'],
	['maskable', 512, 'maskable-512'],
	['icon', 180, 'apple-touch-icon'],
]) {
	const p = await b.newPage({ viewport: { width: size, height: size } });
	const svg = readFileSync(`public/icons/${src}.svg`, 'utf8');
	await p.setContent(
		`<style>html,body{margin:0;background:transparent}</style><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}" style="display:block">`,
	);
	await p.screenshot({ path: `public/icons/${out}.png`, omitBackground: true });
	await p.close();
}
await b.close();
