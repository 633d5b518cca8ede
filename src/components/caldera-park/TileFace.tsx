import type { T } from '../../i18n/caldera-park/messages';
import { SPECIES, type Tile, type Weather } from '../../machines/caldera-park/pieces';
import './cp-icons.css';

/** An animal or a weather token as a pictogram (the key names it; the cell or button says it in words). */
export function CpIcon({ name }: { name: string }) {
	return <i class={`cp-ico cp-ico-${name}`} aria-hidden="true" />;
}

/** A tile's face: per species its count and its pictogram, a blue dot per water point; face down: blank. Hidden from assistive technology (the cell or button says it in words). */
export function TileFace({ tile, faceDown = false }: { tile: Tile; t?: T; faceDown?: boolean }) {
	if (faceDown) return <span class="cp-face cp-face-down" aria-hidden="true" />;
	return (
		<span class="cp-face" aria-hidden="true">
			{SPECIES.filter((s) => tile.animals[s]).map((s) => (
				// The count is drawn by CSS (data-n): a board button's accessible name says it in words, and
				// visible text that the name does not contain would fail WCAG 2.5.3 (label in name).
				<span key={s} class={`cp-sp cp-sp-${s}`} data-n={tile.animals[s]}>
					<CpIcon name={s} />
				</span>
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

/** A weather token: its pictogram, and for a storm its number of clouds. */
export function WeatherFace({ w }: { w: Weather }) {
	const storm = /^storm(\d)$/.exec(w);
	return (
		// A storm's cloud count is drawn by CSS (data-n), as a tile's counts are: visible text inside a
		// board button that its accessible name does not hold word for word fails WCAG 2.5.3.
		<span class={`cp-wtoken cp-wtoken-${w}`} aria-hidden="true" data-n={storm ? storm[1] : undefined}>
			<CpIcon name={storm ? 'storm' : w} />
		</span>
	);
}
