import { describe, expect, it, vi } from 'vitest';
import { onBuildWarning } from '../../../scripts/lib/build-warnings.mjs';

describe('the build warning filter', () => {
	it("drops Rolldown's MODULE_LEVEL_DIRECTIVE warning about Astro's head-inject directive", () => {
		const warn = vi.fn();
		onBuildWarning(
			{
				code: 'MODULE_LEVEL_DIRECTIVE',
				message:
					'The semantics of the module level directive "use astro:head-inject" in "src/content/docs/en/index.mdx?astroPropagatedAssets" may not be preserved when bundling.',
			},
			warn,
		);
		expect(warn).not.toHaveBeenCalled();
	});
	it('passes on any other warning, even another module-level directive', () => {
		const warn = vi.fn();
		const other = { code: 'MODULE_LEVEL_DIRECTIVE', message: 'The module level directive "use client" in "x.js" …' };
		const unrelated = { code: 'CIRCULAR_DEPENDENCY', message: 'Circular dependency: a → b → a' };
		onBuildWarning(other, warn);
		onBuildWarning(unrelated, warn);
		expect(warn.mock.calls).toEqual([[other], [unrelated]]);
	});
});
