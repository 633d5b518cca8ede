// Test helper: every game's guided examples (src/components/<slug>/frames.ts `GUIDED`) and every
// machine of its engine (src/machines/<slug>/*.machine.ts), from the registry. No game named here.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import type { GuidedSource } from '../../../src/machines/shared/guidedReplay';
import { READY_GAMES } from '../../../src/games';

const root = join(__dirname, '../../..');

export interface GameGuided {
	slug: string;
	guided: readonly GuidedSource[];
	/** Every machine exported by the game's *.machine.ts files: `file#export` → machine. */
	machines: Map<string, AnyStateMachine>;
}

const isMachine = (x: unknown): x is AnyStateMachine => typeof x === 'object' && x !== null && 'getStateNodeById' in x;

export async function gameGuided(slug: string): Promise<GameGuided> {
	const framesFile = join(root, 'src/components', slug, 'frames.ts');
	if (!existsSync(framesFile)) throw new Error(`${slug}: src/components/${slug}/frames.ts is missing (it lists the game's guided examples in GUIDED)`);
	const { GUIDED } = (await import(framesFile)) as { GUIDED?: readonly GuidedSource[] };
	if (!GUIDED?.length) throw new Error(`${slug}: src/components/${slug}/frames.ts exports no GUIDED list`);
	const dir = join(root, 'src/machines', slug);
	const machines = new Map<string, AnyStateMachine>();
	for (const f of readdirSync(dir).filter((f) => f.endsWith('.machine.ts'))) {
		const mod = (await import(join(dir, f))) as Record<string, unknown>;
		for (const [name, value] of Object.entries(mod)) if (isMachine(value)) machines.set(`${f}#${name}`, value);
	}
	return { slug, guided: GUIDED, machines };
}

export const READY_SLUGS = READY_GAMES.map((g) => g.slug);
