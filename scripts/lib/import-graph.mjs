/**
 * The import graph of src/ (TypeScript, TSX and JavaScript modules), read with TypeScript's own
 * parser, and the cycles in it. An edge is an import that exists at run time: a static import or
 * re-export, a side-effect import, or a dynamic import() of a string (a lazy chunk that imports its loader
 * back is still a cycle). `import type`, `export type` and imports whose every name is marked
 * `type` are erased by the compiler and are not edges. Only relative specifiers are followed
 * (packages cannot import our files back).
 *
 * Used by tests/unit/structure/no-cycles.test.ts and `node scripts/check-cycles.mjs`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
	/** @type {string[]} */
	const out = [];
	for (const name of readdirSync(dir)) {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
		else if (EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts')) out.push(path);
	}
	return out;
}

/** @param {string} from @param {string} spec @returns {string | undefined} */
function resolveSpecifier(from, spec) {
	if (!spec.startsWith('.')) return undefined;
	const base = resolve(dirname(from), spec);
	const candidates = [
		base,
		...EXTENSIONS.map((ext) => base + ext),
		...EXTENSIONS.map((ext) => base.replace(/\.js$/, ext)),
		...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
	];
	return candidates.find((c) => existsSync(c) && statSync(c).isFile() && EXTENSIONS.some((ext) => c.endsWith(ext)));
}

/** Run-time import specifiers of one module. @param {string} file @returns {string[]} */
export function runtimeImports(file) {
	const text = readFileSync(file, 'utf8');
	const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
	/** @type {string[]} */
	const specs = [];
	/** @param {ts.Node} node */
	const visit = (node) => {
		if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
			const clause = node.importClause;
			const typeOnly =
				clause !== undefined &&
				(clause.isTypeOnly ||
					(clause.name === undefined &&
						clause.namedBindings !== undefined &&
						ts.isNamedImports(clause.namedBindings) &&
						clause.namedBindings.elements.length > 0 &&
						clause.namedBindings.elements.every((e) => e.isTypeOnly)));
			if (!typeOnly) specs.push(node.moduleSpecifier.text);
		} else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
			const typeOnly =
				node.isTypeOnly ||
				(node.exportClause !== undefined &&
					ts.isNamedExports(node.exportClause) &&
					node.exportClause.elements.length > 0 &&
					node.exportClause.elements.every((e) => e.isTypeOnly));
			if (!typeOnly) specs.push(node.moduleSpecifier.text);
		} else if (
			ts.isCallExpression(node) &&
			node.expression.kind === ts.SyntaxKind.ImportKeyword &&
			node.arguments[0] &&
			ts.isStringLiteralLike(node.arguments[0])
		) {
			specs.push(node.arguments[0].text);
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return specs;
}

/** @param {string} root the project root @returns {Map<string, string[]>} module → modules it imports (paths relative to root) */
export function importGraph(root, dir = 'src') {
	/** @type {Map<string, string[]>} */
	const graph = new Map();
	for (const file of sourceFiles(join(root, dir))) {
		const targets = runtimeImports(file)
			.map((spec) => resolveSpecifier(file, spec))
			.filter((t) => t !== undefined)
			.map((t) => relative(root, t));
		graph.set(relative(root, file), [...new Set(targets)]);
	}
	return graph;
}

/**
 * Every elementary cycle reported once, as the strongly connected components of more than one
 * module (or a module importing itself), each with one cycle through it as an example.
 * @param {Map<string, string[]>} graph
 * @returns {string[][]}
 */
export function findCycles(graph) {
	// Tarjan's strongly connected components.
	let index = 0;
	/** @type {Map<string, number>} */ const indices = new Map();
	/** @type {Map<string, number>} */ const low = new Map();
	/** @type {string[]} */ const stack = [];
	const onStack = new Set();
	/** @type {string[][]} */ const components = [];
	/** @param {string} v */
	const strong = (v) => {
		indices.set(v, index);
		low.set(v, index);
		index++;
		stack.push(v);
		onStack.add(v);
		for (const w of graph.get(v) ?? []) {
			if (!indices.has(w)) {
				strong(w);
				low.set(v, Math.min(/** @type {number} */ (low.get(v)), /** @type {number} */ (low.get(w))));
			} else if (onStack.has(w)) {
				low.set(v, Math.min(/** @type {number} */ (low.get(v)), /** @type {number} */ (indices.get(w))));
			}
		}
		if (low.get(v) === indices.get(v)) {
			/** @type {string[]} */ const component = [];
			let w;
			do {
				w = /** @type {string} */ (stack.pop());
				onStack.delete(w);
				component.push(w);
			} while (w !== v);
			if (component.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(component);
		}
	};
	for (const v of graph.keys()) if (!indices.has(v)) strong(v);
	// One example cycle per component: a shortest path back to its first module.
	return components.map((component) => {
		const inside = new Set(component);
		const start = [...component].sort()[0];
		/** @type {Map<string, string>} */ const prev = new Map();
		const queue = [start];
		while (queue.length) {
			const v = /** @type {string} */ (queue.shift());
			for (const w of graph.get(v) ?? []) {
				if (!inside.has(w)) continue;
				if (w === start) {
					const path = [v];
					while (path[0] !== start) path.unshift(/** @type {string} */ (prev.get(path[0])));
					return [...path, start];
				}
				if (!prev.has(w)) {
					prev.set(w, v);
					queue.push(w);
				}
			}
		}
		return [start, start];
	});
}
