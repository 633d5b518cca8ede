// Contract: every refusal key Caldera Park's rules and machines can produce has a message in both languages.
import { describe, expect, it } from 'vitest';
import { CALDERA_PARK_STRINGS } from '../../../src/i18n/caldera-park';
import { COMMON } from '../../../src/i18n/common';
import { LOCALES } from '../../../src/i18n/paths';
import { producedKeys } from '../shared/refusalKeys';

describe('Caldera Park refusal keys have messages', () => {
	const keys = producedKeys(['src/machines/caldera-park']);
	it('the scan finds them', () => {
		expect(keys).toContain('refuse.mustMatch');
		expect(keys).toContain('refuse.forbidden');
	});
	it.each(LOCALES)('in %s', (lang) => {
		expect(keys.filter((k) => CALDERA_PARK_STRINGS[lang][k] === undefined && !(k in COMMON[lang]))).toEqual([]);
	});
});
