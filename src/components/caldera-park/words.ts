/** Caldera Park things put into words (no rule is decided here): tiles, spaces, families. */
import type { T } from '../../i18n/caldera-park/messages';
import type { Family } from '../../machines/caldera-park/scoring';
import { SPECIES, type Tile } from '../../machines/caldera-park/pieces';
import type { Space } from '../../machines/caldera-park/park';

/** « 2 loups, 1 élan et 1 point d’eau » / "2 wolves, 1 moose and 1 watering hole" (Intl.ListFormat). */
export function tileWords(tile: Tile, t: T): string {
	const parts = SPECIES.filter((s) => tile.animals[s]).map((s) => t('species.count', { species: s, n: tile.animals[s]! }));
	if (tile.water) parts.push(t('water.count', { n: tile.water }));
	return t.list(parts).s;
}

/** "Forest, river" / "Weather space". */
export function spaceWords(space: Space, t: T): string {
	if (space.kind !== 'landscape') return t(`space.${space.kind}`);
	return [space.terrain ? t(`terrain.${space.terrain}`) : '', space.river ? t('feature.river') : '', space.waterfall ? t('feature.waterfall') : '']
		.filter(Boolean)
		.join(', ');
}

/** "10 × 2 = 20", with the Sun's extra animal when it has one. */
export function familyWords(f: Family, t: T): string {
	return t(f.sun ? 'family.sun' : 'family.short', { animals: f.animals, water: f.water, points: f.points });
}
