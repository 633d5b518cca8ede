/**
 * Starlight route middleware: Previous / Next at the foot of a game's page follow the learner's
 * path of the registry (`learnerPath`: the chapters in teaching order, less those `apart`), not the
 * sidebar's flat order. A page that stands apart (the teacher's script, "At the table") has neither,
 * and no chapter leads to it; the last chapter of a game does not lead into the next game.
 * A page's own `prev: false` / `next: false` still wins.
 */
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { withoutBase } from '../base';
import { GAMES, type Game, gamePath, learnerPath } from '../games';
import { isLocale } from '../i18n/paths';

type Route = App.Locals['starlightRoute'];
type SidebarEntry = Route['sidebar'][number];
type Link = Extract<SidebarEntry, { type: 'link' }>;

function links(entries: readonly SidebarEntry[]): Link[] {
	return entries.flatMap((e) => (e.type === 'group' ? links(e.entries) : [e]));
}

/** Previous and next of `current` on the game's learner path, as sidebar links (undefined past either end, or apart). */
export function pathNeighbours(
	game: Game,
	lang: 'fr' | 'en',
	current: string,
	sidebarLinks: readonly Link[],
): { prev?: Link | undefined; next?: Link | undefined } {
	const path = learnerPath(game).map((c) => gamePath(lang, game.slug, c));
	const at = path.findIndex((p) => current.endsWith(p));
	if (at < 0) return {};
	const find = (p: string | undefined) => (p ? sidebarLinks.find((l) => l.href.endsWith(p)) : undefined);
	return { prev: find(path[at - 1]), next: find(path[at + 1]) };
}

export const onRequest = defineRouteMiddleware((context) => {
	const route = context.locals.starlightRoute;
	const lang = route.locale;
	const slug = withoutBase(context.url.pathname).split('/').filter(Boolean)[1];
	const game = GAMES.find((g) => g.slug === slug && g.status === 'ready');
	if (!game || !isLocale(lang)) return;
	const all = links(route.sidebar);
	const current = all.find((l) => l.isCurrent)?.href ?? context.url.pathname;
	const { prev, next } = pathNeighbours(game, lang, current, all);
	const data = route.entry.data;
	route.pagination = {
		prev: data.prev === false ? undefined : prev,
		next: data.next === false ? undefined : next,
	};
});
