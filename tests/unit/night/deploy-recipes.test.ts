// Deploy recipes that keep working (issue 29, item 4): the header-line limit is guarded, the static
// header set for hosts that copy headers by hand carries no build's hashes and is the one the
// README gives, each host gets a `_redirects` it accepts, and the notices name what ships.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { HEADER_LINE_LIMIT, overlongLines, policyString, redirectsFile, SECURITY_HEADERS, staticHeaders } from '../../../src/deploy/integration.mjs';
import { noticesText, packageOf } from '../../../src/deploy/notices.mjs';

const readme = readFileSync(new URL('../../../docs/deploy.md', import.meta.url), 'utf8');

describe('the header-line limit', () => {
	test('a line over Cloudflare’s 2,000 characters is found; the policy of today is under it', () => {
		const hashes = Array.from({ length: 19 }, (_, i) => `'sha256-${'A'.repeat(43 - String(i).length)}${i}='`);
		expect(overlongLines(`/*\n  Content-Security-Policy: ${policyString(hashes)}\n`)).toEqual([]);
		const many = Array.from({ length: 40 }, (_, i) => `'sha256-${'B'.repeat(43 - String(i).length)}${i}='`);
		const text = `/*\n  Content-Security-Policy: ${policyString(many)}\n`;
		expect(overlongLines(text)).toHaveLength(1);
		expect(overlongLines(text)[0]).toMatch(/^line 2: \d+ characters$/);
		expect(HEADER_LINE_LIMIT).toBe(2000);
	});
});

describe('hosts that copy headers by hand', () => {
	test('the static set names no script hash and no script-src (each page’s meta carries them)', () => {
		const h = staticHeaders();
		expect(h['Content-Security-Policy']).not.toMatch(/sha256|script-src|default-src/);
		expect(h['Content-Security-Policy']).toContain("frame-ancestors 'none'");
		for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(h[name as keyof typeof h]).toBe(value);
	});

	test('the nginx recipe (docs/deploy.md) is that set, header for header', () => {
		const nginx = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
		for (const [name, value] of Object.entries(staticHeaders())) expect(nginx).toContain(`add_header ${name} "${value}" always;`);
		expect(nginx).not.toMatch(/sha256/);
	});
});

/**
 * Permissions-Policy features Chromium recognises with no runtime flag, on every platform: the
 * entries of its services/network/public/cpp/permissions_policy/permissions_policy_features.json5
 * without `depends_on` or `visibility` (Chromium 14x). A name outside it (`bluetooth` on Linux,
 * `serial` on Android…) is logged on every page as "Error with Permissions-Policy header:
 * Unrecognized feature". Firefox ignores the header.
 */
const CHROMIUM_UNCONDITIONAL = new Set([
	'accelerometer',
	'autoplay',
	'camera',
	'clipboard-read',
	'clipboard-write',
	'cross-origin-isolated',
	'display-capture',
	'encrypted-media',
	'fullscreen',
	'gamepad',
	'geolocation',
	'gyroscope',
	'identity-credentials-get',
	'idle-detection',
	'keyboard-map',
	'magnetometer',
	'microphone',
	'midi',
	'payment',
	'picture-in-picture',
	'publickey-credentials-create',
	'publickey-credentials-get',
	'storage-access',
	'sync-xhr',
	'unload',
	'window-management',
]);

describe('the Permissions-Policy header', () => {
	const policy = SECURITY_HEADERS['Permissions-Policy'];
	const entries = policy.split(/,\s*/);
	test('each entry is `feature=(allowlist)`, no feature twice', () => {
		for (const entry of entries) expect(entry).toMatch(/^[a-z][a-z-]*=\((?:self)?\)$/);
		const names = entries.map((e) => e.split('=')[0] ?? '');
		expect(new Set(names).size).toBe(names.length);
	});
	test('names only features every Chromium knows (an unknown one is a console warning on every page)', () => {
		const unknown = entries.map((e) => e.split('=')[0] ?? '').filter((name) => !CHROMIUM_UNCONDITIONAL.has(name));
		expect(unknown).toEqual([]);
	});
	test('what the site uses is allowed for itself: fullscreen (present mode) and clipboard-write (copy link)', () => {
		expect(entries).toContain('fullscreen=(self)');
		expect(entries).toContain('clipboard-write=(self)');
	});
});

describe('_redirects each host accepts', () => {
	const rules = (text: string) => text.split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
	test('Cloudflare’s: only `from to [status]` lines', () => {
		for (const base of ['/', '/rules-at-play/'])
			for (const line of rules(redirectsFile(base, 'cloudflare'))) expect(line.trim().split(/\s+/).length).toBeLessThanOrEqual(3);
	});
	test('Netlify’s: the language rule, under the base', () => {
		expect(rules(redirectsFile('/rules-at-play/', 'netlify'))).toEqual(['/rules-at-play/  /rules-at-play/en/  302  Language=en']);
	});
});

describe('third-party notices', () => {
	test('a module path names its package', () => {
		expect(packageOf('/w/node_modules/preact/dist/preact.mjs')).toBe('preact');
		expect(packageOf('/w/node_modules/.pnpm/x/node_modules/@preact/signals-core/dist/a.js?v=1')).toBe('@preact/signals-core');
		expect(packageOf('/w/src/offline/sw.js')).toBeUndefined();
	});
	test('each package comes with its version and licence text from node_modules, and the pictograms’ credit', async () => {
		const text = await noticesText(new Set(['preact', 'xstate']), process.cwd());
		const version = JSON.parse(readFileSync('node_modules/preact/package.json', 'utf8')).version;
		expect(text).toContain(`--- preact ${version}\nLicense: MIT`);
		expect(text).toContain('Permission is hereby granted');
		expect(text).toMatch(/Game-icons\.net[\s\S]*CC BY 3\.0/);
	});
});
