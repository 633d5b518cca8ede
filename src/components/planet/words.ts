/** Words for what the rules give as ids and numbers: players, tiles, region lists, cards, leftovers. */
import type { PlayerName } from '../../machines/planet/examples/cast';
import type { Noun } from '../../i18n/format';
import type { T } from '../../i18n/planet/messages';
import type { AnimalCard } from '../../machines/planet/award.machine';
import type { Tile } from '../../machines/planet/planet';
import type { Destination } from '../../machines/planet/round';
import type { RegionView } from '../../machines/planet/summary';

/** An example player (src/data/planet/players.ts) as a sentence inserts them: « d’Anna », "she". */
export const person = (t: T, name: PlayerName): Noun => t.noun(`player.${name}`);

/** "9 areas and 5 areas": each size with its unit (table cells). */
export function sizesText(t: T, sizes: readonly number[]): string {
	return sizes.length ? t.list(sizes.map((n) => t('parcels', { n }))).s : '';
}

/** "2 regions, of 6 and 2 areas"; "2 regions of 2 areas each" when they are the same size. */
export function regionsText(t: T, regions: readonly RegionView[]): string {
	const same = regions.every((r) => r.size === regions[0]!.size) ? 'yes' : 'no';
	return t('regions.list', { count: regions.length, size: regions[0]?.size ?? 0, sizes: t.list(regions.map((r) => String(r.size))).s, same });
}

/** A tile's terrains in order round it, turned `rotation` notches. */
export function tileTerrains(t: T, tile: Tile, rotation = 0): string {
	return Array.from({ length: 5 }, (_, k) => t('terrain.lower', { t: tile.parcels[(((k - rotation) % 5) + 5) % 5]! })).join(', ');
}

/** "Fox (the largest forest region touching a glacier)". */
export function cardText(t: T, card: AnimalCard): string {
	const c = card.condition;
	const condition = t('card.condition', {
		kind: c.type === 'most-regions' ? 'most' : c.type === 'largest-touching' ? 'touching' : 'apart',
		terrain: c.terrain,
		with: 'other' in c ? c.other : c.terrain,
	});
	return t(card.animal.startsWith('teaching') ? 'award.cardTeaching' : 'award.card', { animal: t('animal.name', { id: card.animal }), condition });
}

/** A card inside a sentence: « le renard (la plus grande région de forêt qui touche un glacier) », « une carte inventée pour l’exemple (…) ». */
export function cardProse(t: T, card: AnimalCard): string {
	const c = card.condition;
	const condition = t('card.condition', {
		kind: c.type === 'most-regions' ? 'most' : c.type === 'largest-touching' ? 'touching' : 'apart',
		terrain: c.terrain,
		with: 'other' in c ? c.other : c.terrain,
	});
	return t('award.cardProse', { id: card.animal, condition });
}

/** Where the tiles left over in a round went: "The 3 leftover tiles go onto stack 11", or split by place. */
export function leftoversText(t: T, leftovers: readonly Destination[]): string {
	const groups = new Map<Destination, number>();
	for (const d of leftovers) groups.set(d, (groups.get(d) ?? 0) + 1);
	const dest = (d: Destination) => t('stacks.dest', { d: d.replace('stack-', 's') });
	if (groups.size <= 1) return t('stacks.left', { n: leftovers.length, dest: leftovers[0] ? dest(leftovers[0]) : '' });
	const parts = [...groups].map(([d, count]) => t('stacks.part', { count, dest: dest(d) }));
	return t('stacks.leftSplit', { n: leftovers.length, parts: t.list(parts).s });
}
