import type { T } from '../../i18n/caldera-park/messages';
import { SPECIES, type Tile } from '../../machines/caldera-park/scoring';

/** A tile's face: one line per species (count and short name), a blue dot per water point; face down: blank. Hidden from assistive technology (the cell or button says it in words). */
export function TileFace({ tile, t, faceDown = false }: { tile: Tile; t: T; faceDown?: boolean }) {
	if (faceDown) return <span class="cp-face cp-face-down" aria-hidden="true" />;
	return (
		<span class="cp-face" aria-hidden="true">
			{SPECIES.filter((s) => tile.animals[s]).map((s) => (
				<span key={s} class={`cp-sp cp-sp-${s}`}>{`${tile.animals[s]}\u202f${t('species.short', { species: s })}`}</span>
			))}
			{tile.water > 0 && (
				<span class="cp-water">
					{Array.from({ length: tile.water }, (_, i) => (
						<span key={i} class="cp-drop" />
					))}
				</span>
			)}
		</span>
	);
}
