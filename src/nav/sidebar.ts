/**
 * The sidebar, from the registry (src/games.ts): one group per ready game, named in each
 * language; in it the learner's path (the chapters in teaching order), then the chapters that
 * stand apart (the teacher's script, "At the table") in a group of their own. Every game's group
 * starts collapsed: Starlight opens the one holding the current page, so a keyboard user tabs
 * through one game's links, not all four games' (a closed <details> takes no tab stops).
 *
 * Plain data in, Starlight's sidebar config out: astro.config.mjs calls it, the unit tests too.
 */
import { apartChapters, type GameEntry, learnerPath } from '../games';
import { NIGHT } from '../i18n/shared/night';

/** A page of a game as a Starlight sidebar slug (`wildlife` is the game's home, `wildlife/setup` a chapter). */
export const chapterSlug = (game: Pick<GameEntry, 'slug'>, chapter: string) => (chapter ? `${game.slug}/${chapter}` : game.slug);

export interface SidebarGroup {
	label: string;
	translations: Record<string, string>;
	collapsed?: boolean;
	items: (string | SidebarGroup)[];
}

export function gameSidebarGroup(game: GameEntry): SidebarGroup {
	const apart = apartChapters(game);
	const items: (string | SidebarGroup)[] = learnerPath(game).map((c) => chapterSlug(game, c));
	if (apart.length) {
		items.push({
			label: NIGHT.en['nav.apartGroup'],
			translations: { fr: NIGHT.fr['nav.apartGroup'], en: NIGHT.en['nav.apartGroup'] },
			items: apart.map((c) => chapterSlug(game, c)),
		});
	}
	return { label: game.name.en, translations: { fr: game.name.fr, en: game.name.en }, collapsed: true, items };
}
