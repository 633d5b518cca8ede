/**
 * A hast plugin for the Sätteri Markdown processor (astro.config.mjs): MDX and Markdown authors
 * write links from the site's root (`[the weather](/fr/caldera-park/setup/#first-weather)`,
 * `<a href="/en/">`), and the build puts them under the base path (`BASE=/rules-at-play/`):
 * `/rules-at-play/fr/caldera-park/setup/#first-weather`. At a domain's root it changes nothing.
 */

/** @param {string} base `/` or `/x/` @param {unknown} value */
function rebase(base, value) {
	if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined;
	if (value.startsWith(base) || value === base.slice(0, -1)) return undefined;
	return base + value.slice(1);
}

const ATTRIBUTES = ['href', 'src', 'link'];

/** @param {string} base the normalised base (`/rules-at-play/`) */
export function baseLinksPlugin(base) {
	if (base === '/') return () => null;
	/** JSX elements in MDX (`<a href="/…">`, `<LinkCard href="/…">`): their string attributes. */
	const jsx = {
		filter: ['a', 'img', 'LinkCard', 'LinkButton', 'Card', 'CardGrid'],
		/** @param {any} node */
		visit(node) {
			let changed = false;
			const attributes = node.attributes.map((/** @type {any} */ a) => {
				if (a.type !== 'mdxJsxAttribute' || !ATTRIBUTES.includes(a.name)) return a;
				const value = rebase(base, a.value);
				if (value === undefined) return a;
				changed = true;
				return { ...a, value };
			});
			return changed ? { ...node, attributes } : undefined;
		},
	};
	return () => ({
		name: 'base-links',
		element: {
			filter: ['a', 'img', 'link', 'source'],
			/** @param {any} node @param {any} ctx */
			visit(node, ctx) {
				for (const key of ['href', 'src']) {
					const value = rebase(base, node.properties?.[key]);
					if (value !== undefined) ctx.setProperty(node, key, value);
				}
			},
		},
		mdxJsxFlowElement: jsx,
		mdxJsxTextElement: jsx,
	});
}
