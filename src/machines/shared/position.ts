/**
 * Positions the rules allow (issue 18): each game's rules export a pure
 * `checkPosition(position): PositionProblem[]` (in src/machines/<game>/position.ts) that knows the
 * game's counts and limits (pieces per colour, tiles per kind, spaces, one capital per age…) and
 * returns every way a position breaks them, as data (a key and its parameters, never prose).
 * Every guided example's frames and every teaching board of a game pass it, by test; so do the
 * positions of the self-check generators.
 */
export interface PositionProblem {
	/** What is broken, e.g. 'cubes.overSupply'. */
	key: string;
	params?: Record<string, string | number>;
}

/** Joins a problem list into one line per problem, for a test's failure message. */
export function describeProblems(problems: readonly PositionProblem[]): string {
	return problems.map((p) => (p.params ? `${p.key} ${JSON.stringify(p.params)}` : p.key)).join('\n');
}
