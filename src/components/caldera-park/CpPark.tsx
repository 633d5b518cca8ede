import type { T } from '../../i18n/caldera-park/messages';
import type { Park, Space } from '../../machines/caldera-park/park';
import { SPECIES, type Tile, type Weather, WEATHERS } from '../../machines/caldera-park/pieces';
import { BoardKey, type BoardKeyItem } from '../shared/BoardKey';
import { type HexCell, HexGrid } from '../shared/HexGrid';
import { TileFace, WeatherFace } from './TileFace';
import { spaceWords, tileWords } from './words';
import './caldera-park.css';
import type { WidgetT } from '../../i18n/messages';
import type { Noun } from '../../i18n/format';

export type CpMark = 'last' | 'refused' | 'hint' | undefined;

export interface CpParkProps {
	park: Park;
	tiles: Readonly<Record<string, Tile>>;
	weather: Readonly<Record<string, Weather>>;
	/** hex keys of tiles turned face down */
	flipped?: readonly string[];
	/** extra classes per hex key (a family lit up, a flipping neighbour) */
	classes?: Readonly<Record<string, string>>;
	marks?: Readonly<Record<string, CpMark>>;
	/** the park's owner (a player noun), for the label; none for the explorers' mini-park */
	owner?: Noun;
	t: T;
	tc: WidgetT;
	onActivate?: (key: string) => void;
	/** draw the key under the board (default true) */
	withKey?: boolean;
	/** the key names every species and the water drop even when this park has no tile yet (a walkthrough whose steps show parks with and without tiles: its key stays put) */
	allTiles?: boolean;
	/** a line above the board ("Mia's park"), followed by the teaching-example badge */
	title?: string;
}

function cellClass(s: Space): string {
	if (s.kind !== 'landscape') return `cp-${s.kind}`;
	return `t-${s.terrain}${s.river ? ' cp-river' : ''}${s.waterfall ? ' cp-waterfall' : ''}`;
}

/** Row and position in the row, counted from 1, for spoken names. */
function rowCol(park: Park, s: Space): { row: number; col: number } {
	const row = park.spaces.filter((x) => x.r === s.r);
	return { row: s.r + 1, col: row.findIndex((x) => x.key === s.key) + 1 };
}

export function ParkKey({
	park,
	t,
	tc,
	tiles = {},
	weather = {},
	allTiles = false,
}: {
	park: Park;
	t: T;
	tc: WidgetT /** the tiles shown (their species get a pictogram in the key) */;
	tiles?: Readonly<Record<string, Tile>> /** the weather tokens shown */;
	weather?: Readonly<Record<string, Weather>> /** every species and the water drop, whatever is shown (CpPark's allTiles) */;
	allTiles?: boolean;
}) {
	const items: BoardKeyItem[] = [
		{ id: 'mountain', name: t('terrain.mountain'), className: 't-mountain' },
		{ id: 'prairie', name: t('terrain.prairie'), className: 't-prairie' },
		{ id: 'forest', name: t('terrain.forest'), className: 't-forest' },
		{ id: 'river', name: t('key.river'), className: 'cp-key-river' },
		{ id: 'waterfall', name: t('key.waterfall'), className: 'cp-key-waterfall' },
		{ id: 'weather', name: t('space.weather'), className: 'cp-weather' },
		{ id: 'geyser', name: t('space.geyser'), className: 'cp-geyser' },
		{ id: 'volcano', name: t('space.volcano'), className: 'cp-volcano' },
		{ id: 'water', name: t('key.water'), className: 'cp-key-water' },
		{ id: 'flipped', name: t('key.flipped'), className: 'cp-key-flipped' },
	];
	const shown = Object.values(tiles);
	const has: Record<string, boolean> = {
		river: park.spaces.some((s) => s.river),
		waterfall: park.spaces.some((s) => s.waterfall),
		geyser: park.spaces.some((s) => s.kind === 'geyser'),
		volcano: park.spaces.some((s) => s.kind === 'volcano'),
		water: allTiles || shown.some((x) => x.water > 0),
	};
	// Every species: tiles are drawn beside the park too (a display, a hand).
	const species = allTiles || shown.length > 0 ? SPECIES : [];
	const weathers = new Set(Object.values(weather).map((w) => (w.startsWith('storm') ? 'storm' : w)));
	const icons: BoardKeyItem[] = [
		...species.map((s) => ({ id: s, name: t(`token.${s}`), className: `cp-key-ico cp-ico cp-ico-${s}` })),
		...WEATHERS.filter((w) => !w.startsWith('storm') || w === 'storm1')
			.map((w) => (w === 'storm1' ? 'storm' : w))
			.filter((w) => weathers.has(w))
			.map((w) => ({ id: `w-${w}`, name: w === 'storm' ? t('key.storm') : t(`weather.${w}`), className: `cp-key-ico cp-ico cp-ico-${w}` })),
	];
	return <BoardKey title={tc('board.key')} items={[...items.filter((i) => has[i.id] !== false), ...icons]} />;
}

/** A teaching park: terrains (colour and pattern), river and waterfalls, weather tokens, tiles. */
export function CpPark({
	park,
	tiles,
	weather,
	flipped = [],
	classes = {},
	marks = {},
	owner,
	t,
	tc,
	onActivate,
	withKey = true,
	allTiles = false,
	title,
}: CpParkProps) {
	const down = new Set(flipped);
	const cells: HexCell[] = park.spaces.map((s) => {
		const tile = tiles[s.key];
		const w = weather[s.key];
		const { row, col } = rowCol(park, s);
		const content = tile ? (down.has(s.key) ? t('tile.faceDown') : tileWords(tile, t)) : w ? t(`weather.${w}`) : s.kind === 'landscape' ? t('park.free') : '';
		return {
			q: s.q,
			r: s.r,
			label: t('park.cell', { space: spaceWords(s, t), row, col, content }).replace(/ ?: $/, ''),
			className: `${cellClass(s)}${tile ? ' cp-has-tile' : ''}${down.has(s.key) ? ' cp-flipped' : ''}${w ? ` cp-w cp-w-${w}` : ''} ${classes[s.key] ?? ''}`,
			content: tile ? <TileFace tile={tile} faceDown={down.has(s.key)} /> : w ? <WeatherFace w={w} /> : undefined,
			mark: marks[s.key],
		};
	});
	return (
		<div class="cp-board" data-game="caldera-park">
			<p class="cp-title">
				{title && <span class="cp-h">{`${title} `}</span>}
				<span class="cp-badge">{t('park.badge')}</span>
			</p>
			<HexGrid
				cells={cells}
				label={owner ? t('park.label', { player: owner, n: park.spaces.length }) : t('park.labelMini', { n: park.spaces.length })}
				size={26}
				fluid
				{...(onActivate ? { onActivate: (h: { q: number; r: number }) => onActivate(`${h.q},${h.r}`), help: tc('board.gridHelp') } : {})}
			/>
			{withKey && <ParkKey park={park} t={t} tc={tc} tiles={tiles} weather={weather} allTiles={allTiles} />}
		</div>
	);
}
