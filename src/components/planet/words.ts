/** Words for what the rules give as ids and numbers: terrains, tiles, region lists, cards. */
import type { T } from '../../i18n/planet/messages';
import type { AnimalCard } from '../../machines/planet/award.machine';
import type { Tile } from '../../machines/planet/planet';
import type { Terrain } from '../../machines/planet/regions';
import type { RegionView } from '../../machines/planet/summary';

/** "3, 2 and 1 parcels" style list of sizes, in the page's language. */
export function sizesText(t: T, sizes: readonly number[]): string {
	const words = sizes.map((n) => t('parcels', { n }));
	if (words.length <= 1) return words.join('');
	return `${words.slice(0, -1).join(', ')}${t('and')}${words[words.length - 1]}`;
}

/** "2 regions, of 6 and 2 parcels". */
export function regionsText(t: T, regions: readonly RegionView[]): string {
	return t('regions.list', { count: regions.length, sizes: sizesText(t, regions.map((r) => r.size)) });
}

/** The three forms of a terrain's name a message may need. */
export function terrainParams(t: T, terrain: Terrain): { of: string; lower: string; name: string } {
	return { of: t('terrain.of', { t: terrain }), lower: t('terrain.lower', { t: terrain }), name: t('terrain.name', { t: terrain }) };
}

/** A tile's parcels in order round it, turned `rotation` notches. */
export function tileParcels(t: T, tile: Tile, rotation = 0): string {
	return Array.from({ length: 5 }, (_, k) => t('terrain.lower', { t: tile.parcels[(((k - rotation) % 5) + 5) % 5]! })).join(', ');
}

/** "Fox: the largest forest region touching a glacier". */
export function cardText(t: T, card: AnimalCard): string {
	const c = card.condition;
	const condition = t('card.condition', { kind: c.type === 'most-regions' ? 'most' : c.type === 'largest-touching' ? 'touching' : 'apart', of: t('terrain.of', { t: c.terrain }), other: 'other' in c ? t('terrain.a', { t: c.other }) : '' });
	return t(card.animal.startsWith('teaching') ? 'award.cardTeaching' : 'award.card', { animal: t('animal.name', { a: card.animal }), condition });
}

/** Names of the site's examples that take "she" / « elle ». */
const SHE = new Set(['Anna', 'Chloé', 'Céline', 'Emma']);
export const isShe = (name: string) => SHE.has(name);
