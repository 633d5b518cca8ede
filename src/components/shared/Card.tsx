export interface CardProps {
	/** Game slug: scopes the band's terrain classes ([data-game=…] .t-…). */
	game: string;
	/** Classes painting the band: a terrain class (colour + pattern) or a card-type class. */
	band: string;
	/** Class of the type icon drawn in the band (decorative; the game's CSS draws it). */
	icon?: string | undefined;
	/** Short type word written in the band ("Terrain", "Event", "Ability"). */
	kind: string;
	name: string;
	/** Value or effect, in one line. */
	line?: string;
	/** Visual state only; the surrounding button or list says it in words. */
	state?: 'picked' | 'played' | undefined;
	/** A smaller face for hands in a side column: band and name only (the line is left out). */
	compact?: boolean;
}

/**
 * A card face, the same in hands, auctions, card lists and the printable reference: a coloured
 * band with a swatch or type icon and the type, the name, then the value or effect in one line.
 * Made of spans only, so it can sit inside a button or a table cell; its text is its name.
 */
export function Card({ game, band, icon, kind, name, line, state, compact = false }: CardProps) {
	return (
		<span class={`card${compact ? ' card-compact' : ''}${state ? ` is-${state}` : ''}`} data-game={game}>
			<span class={`card-band ${band}`}>
				{icon && <span class={`card-icon ${icon}`} aria-hidden="true" />}
				<span class="card-kind">{kind}</span>
			</span>
			<span class="card-name">{name}</span>
			{line && !compact && <span class="card-line">{line}</span>}
		</span>
	);
}
