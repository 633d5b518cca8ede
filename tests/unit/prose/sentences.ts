/**
 * The prose of an MDX page as sentences: frontmatter, imports, components, code, tables and
 * headings left out; links and emphasis reduced to their text. Used by the long-sentence test.
 */
export function prose(mdx: string): string[] {
	const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, '');
	const paragraphs: string[] = [];
	let inCode = false;
	let current: string[] = [];
	const flush = () => {
		if (current.length) paragraphs.push(current.join(' '));
		current = [];
	};
	let skipUntil: RegExp | undefined;
	for (const raw of body.split('\n')) {
		const line = raw.trim();
		// <style>/<script> blocks and JSX tags spread over several lines are not prose.
		if (skipUntil) {
			if (skipUntil.test(line)) skipUntil = undefined;
			continue;
		}
		const block = /^<(style|script)\b/.exec(line);
		if (block && !line.includes(`</${block[1]}>`)) {
			flush();
			skipUntil = new RegExp(`</${block[1]}>`);
			continue;
		}
		if (/^<[A-Za-z][^>]*$/.test(line)) {
			flush();
			skipUntil = />\s*$/;
			continue;
		}
		if (/^(```|~~~)/.test(line)) {
			inCode = !inCode;
			flush();
			continue;
		}
		if (inCode) continue;
		// Blank lines, imports, headings, tables and lines that are only a JSX tag end a paragraph.
		if (!line || /^import\s/.test(line) || /^#{1,6}\s/.test(line) || line.startsWith('|') || /^<\/?[A-Za-z][^>]*>$/.test(line)) {
			flush();
			continue;
		}
		// A list item is its own paragraph.
		if (/^([-*+]|\d+\.)\s/.test(line)) flush();
		current.push(line.replace(/^([-*+]|\d+\.)\s+/, ''));
	}
	flush();
	return paragraphs.map((p) =>
		p
			.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
			.replace(/<[^>]+>/g, ' ')
			.replace(/[*_`]/g, '')
			.replace(/\s+/g, ' ')
			.trim(),
	);
}

/** Sentences of a paragraph: split after . ! ? or … followed by a space and a capital, a digit or a quote. */
export function sentences(paragraph: string): string[] {
	return paragraph
		.split(/(?<=[.!?…])\s+(?=[«“"(\p{Lu}\d])/u)
		.map((s) => s.trim())
		.filter(Boolean);
}

export function wordCount(text: string): number {
	return text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
}
