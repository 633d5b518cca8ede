// Test helper: the heading ids of an MDX page, as rule links and refusals point at them.

/** Heading ids of an MDX page: `## Text {#id}` (any level), and raw `<hN id="id">`. */
export function headingIds(mdx: string): Set<string> {
	const ids = new Set<string>();
	const withoutCode = mdx.replace(/^```[\s\S]*?^```/gm, '');
	for (const m of withoutCode.matchAll(/^#{1,6}\s.*?\{#([^}\s]+)\}\s*$/gm)) ids.add(m[1] as string);
	for (const m of withoutCode.matchAll(/<h[1-6]\b[^>]*\sid="([^"]+)"/g)) ids.add(m[1] as string);
	return ids;
}
