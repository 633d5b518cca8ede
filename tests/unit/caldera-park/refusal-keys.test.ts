// Contract: every refusal key Caldera Park's rules and machines can produce has a message in both languages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALDERA_PARK_STRINGS } from '../../../src/i18n/caldera-park';
import { COMMON } from '../../../src/i18n/common';
import { LOCALES } from '../../../src/i18n/paths';

function files(dir: string): string[] {
	return readdirSync(dir).flatMap((f) => {
		const p = join(dir, f);
		return statSync(p).isDirectory() ? files(p) : [p];
	});
}

function producedKeys(): string[] {
	const keys = new Set<string>();
	for (const f of files('src/machines/caldera-park')) {
		const src = readFileSync(f, 'utf8');
		for (const m of src.matchAll(/\brefuse\(\s*'([\w.-]+)'/g)) keys.add(m[1]!);
		for (const m of src.matchAll(/\bkey:\s*'([\w-]+\.[\w.-]+)'/g)) keys.add(m[1]!);
	}
	return [...keys].sort();
}

describe('Caldera Park refusal keys have messages', () => {
	const keys = producedKeys();
	it('the scan finds them', () => {
		expect(keys).toContain('refuse.mustMatch');
		expect(keys).toContain('refuse.forbidden');
	});
	it.each(LOCALES)('in %s', (lang) => {
		expect(keys.filter((k) => CALDERA_PARK_STRINGS[lang][k] === undefined && !(k in COMMON[lang]))).toEqual([]);
	});
});
