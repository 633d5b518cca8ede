// Test helper: the refusal keys a game's rules and machines can produce, read from their sources.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under a folder. */
export function files(dir: string): string[] {
	return readdirSync(dir).flatMap((f) => {
		const p = join(dir, f);
		return statSync(p).isDirectory() ? files(p) : [p];
	});
}

/**
 * Refusal keys the rules and machines can produce: `refuse('key'`, `no('key'`, `key: 'x.y'` and
 * `cond ? 'x.y' : 'x.z'`, by default in src/machines/wildlife and src/machines/shared.
 */
export function producedKeys(dirs: readonly string[] = ['src/machines/wildlife', 'src/machines/shared']): string[] {
	const keys = new Set<string>();
	for (const f of dirs.flatMap((d) => files(d))) {
		if (!f.endsWith('.ts')) continue;
		const src = readFileSync(f, 'utf8');
		for (const m of src.matchAll(/\b(?:refuse|no)\(\s*'([\w.-]+)'/g)) keys.add(m[1]!);
		for (const m of src.matchAll(/\bkey:\s*'([\w-]+\.[\w.-]+)'/g)) keys.add(m[1]!);
		for (const m of src.matchAll(/\?\s*'([\w-]+\.[\w.-]+)'\s*:\s*'([\w-]+\.[\w.-]+)'/g)) keys.add(m[1]!).add(m[2]!);
	}
	return [...keys].sort();
}
