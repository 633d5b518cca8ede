/**
 * Board graphs for every game's rules: a board is a set of spaces (ids) and who touches whom.
 * Square grids, hex grids and boards given by neighbour lists (Planet's 60 parcels on a
 * dodecahedron) all build a `Graph`; connected regions (herds, families, regions) are found on it.
 * Pure functions, no drawing: layout on screen lives in src/components/shared/.
 */

export interface Graph<Id> {
	/** every space, in a stable order (searches visit spaces in this order) */
	readonly nodes: readonly Id[];
	/** the spaces touching `id`, in a stable order; [] for an id that is not on the board */
	neighbours(id: Id): readonly Id[];
}

/**
 * A graph from neighbour lists (a Map, or a record keyed by string ids). Every node is a key; a
 * neighbour that is not itself a key is dropped. Lists are taken as given: use `isSymmetric` to
 * check hand-typed data where touching must go both ways.
 */
export function graphFromNeighbours(lists: Readonly<Record<string, readonly string[]>>): Graph<string>;
export function graphFromNeighbours<Id>(lists: ReadonlyMap<Id, readonly Id[]>): Graph<Id>;
export function graphFromNeighbours<Id>(lists: ReadonlyMap<Id, readonly Id[]> | Readonly<Record<string, readonly Id[]>>): Graph<Id> {
	const map: ReadonlyMap<Id, readonly Id[]> = lists instanceof Map ? lists : new Map(Object.entries(lists) as [Id, readonly Id[]][]);
	const clean = new Map<Id, readonly Id[]>();
	for (const [id, ns] of map)
		clean.set(
			id,
			ns.filter((n) => map.has(n)),
		);
	const nodes = [...clean.keys()];
	return { nodes, neighbours: (id) => clean.get(id) ?? [] };
}

/** Do all touching relations go both ways, with no space touching itself and no repeated neighbour? */
export function isSymmetric<Id>(graph: Graph<Id>): boolean {
	const has = new Set(graph.nodes);
	for (const a of graph.nodes) {
		const ns = graph.neighbours(a);
		if (new Set(ns).size !== ns.length) return false;
		for (const b of ns) if (a === b || !has.has(b) || !graph.neighbours(b).includes(a)) return false;
	}
	return true;
}

/** The part of a graph on the spaces where `keep` holds (edges to removed spaces are dropped). */
export function subgraph<Id>(graph: Graph<Id>, keep: (id: Id) => boolean): Graph<Id> {
	const nodes = graph.nodes.filter(keep);
	const has = new Set(nodes);
	return { nodes, neighbours: (id) => (has.has(id) ? graph.neighbours(id).filter((n) => has.has(n)) : []) };
}

/**
 * Every space reachable from `start`, stepping from a space to a neighbour only when
 * `canEnter(next, from)` holds (`start` itself is always included, first). Depth-first, in
 * neighbour order.
 */
export function floodFill<Id>(graph: Graph<Id>, start: Id, canEnter: (next: Id, from: Id) => boolean): Id[] {
	const seen = new Set<Id>([start]);
	const out: Id[] = [];
	const stack = [start];
	while (stack.length) {
		const cur = stack.pop()!;
		out.push(cur);
		for (const n of graph.neighbours(cur)) {
			if (!seen.has(n) && canEnter(n, cur)) {
				seen.add(n);
				stack.push(n);
			}
		}
	}
	return out;
}

/**
 * Connected regions: the spaces of `ids` grouped so that two touching spaces for which
 * `sameRegion(a, b)` holds are in the same group (WildLife herds: same owner; Caldera Park
 * families, Planet regions: same terrain). Groups come in the order of their first space in
 * `ids`; each group lists its first space first. A space of `ids` that is not on the board
 * forms a group of its own; spaces outside `ids` never join or link a group.
 */
export function regions<Id>(graph: Graph<Id>, ids: Iterable<Id>, sameRegion: (a: Id, b: Id) => boolean): Id[][] {
	const wanted = new Set(ids);
	const seen = new Set<Id>();
	const out: Id[][] = [];
	for (const id of wanted) {
		if (seen.has(id)) continue;
		const group = floodFill(graph, id, (next, from) => !seen.has(next) && wanted.has(next) && sameRegion(from, next));
		for (const g of group) seen.add(g);
		out.push(group);
	}
	return out;
}

/** Number of steps from `start` to every space it can reach (breadth-first). */
export function distances<Id>(graph: Graph<Id>, start: Id): Map<Id, number> {
	const out = new Map<Id, number>([[start, 0]]);
	const queue = [start];
	for (let i = 0; i < queue.length; i++) {
		const cur = queue[i]!;
		const d = out.get(cur)!;
		for (const n of graph.neighbours(cur)) {
			if (!out.has(n)) {
				out.set(n, d + 1);
				queue.push(n);
			}
		}
	}
	return out;
}
