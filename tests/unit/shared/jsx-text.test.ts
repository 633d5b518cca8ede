import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Guards a Preact hydration trap: the server's HTML merges neighbouring text pieces of one
 * element (`{n}.` or `{label}: {value}`) into one text node, and hydration then repeats the
 * later pieces ("1..", "Spaces :  : "). Widgets must write one expression: {`${n}.`}.
 */
const root = join(__dirname, '../../../src/components');

function files(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
		e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
	);
}

function isText(node: ts.JsxChild): boolean {
	if (ts.isJsxText(node)) return node.text.trim() !== '' || (!node.text.includes('\n') && node.text.length > 0);
	if (ts.isJsxExpression(node)) {
		const e = node.expression;
		if (!e) return false;
		// Strings, numbers, template strings and calls that return text (t(...)) are text; JSX,
		// conditionals and maps of elements are not judged here.
		return (
			ts.isStringLiteral(e) ||
			ts.isNoSubstitutionTemplateLiteral(e) ||
			ts.isTemplateExpression(e) ||
			ts.isNumericLiteral(e) ||
			(ts.isCallExpression(e) && !/^[A-Z]|\.map$/.test(e.expression.getText())) ||
			(ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken)
		);
	}
	return false;
}

function adjacentTexts(file: string): string[] {
	const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
	const found: string[] = [];
	const visit = (node: ts.Node) => {
		if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
			const kids = node.children.filter((k) => !(ts.isJsxText(k) && k.text.trim() === '' && k.text.includes('\n')));
			for (let i = 1; i < kids.length; i++) {
				if (isText(kids[i - 1]!) && isText(kids[i]!)) {
					const { line } = source.getLineAndCharacterOfPosition(kids[i]!.getStart());
					found.push(`${file.replace(root, 'src/components')}:${line + 1}: ${kids[i - 1]!.getText().trim()} + ${kids[i]!.getText().trim()}`);
				}
			}
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return found;
}

describe('no neighbouring text pieces in one element (Preact hydration)', () => {
	it.each(files(root).map((f) => [f.replace(root, ''), f]))('%s', (_name, file) => {
		expect(adjacentTexts(file)).toEqual([]);
	});
});
