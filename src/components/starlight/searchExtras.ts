/**
 * What the site adds to Pagefind's search UI, loaded with it when search opens (lazyPagefindUI.ts):
 *
 * - the question-answering search (searchQuestion.ts), installed in public/search/pagefind.js;
 * - on a phone, the game filter panel folds into one chip, "Search only in WildLife", pressed
 *   while the filter is on (it ticks Pagefind's own checkbox, which stays the one source of truth);
 * - when nothing is found, a way forward: the game's rulings and its "At the table" page, and a
 *   button to search every game (off a game's pages: each game's rulings).
 */
import { withBase, withoutBase } from '../../base';
import { type Game, gamePath, READY_GAMES } from '../../games';
import type { Locale } from '../../i18n/paths';
import { gameSynonyms } from '../shared/glossaries';
import { questionSearch } from './searchQuestion';

export interface PagefindModule {
	setSearch?: (fn: ReturnType<typeof questionSearch>) => void;
}

function pageGame(): Game | undefined {
	const slug = withoutBase(location.pathname).split('/').filter(Boolean)[1];
	return READY_GAMES.find((g) => g.slug === slug);
}

/** The page's language (not through i18n/paths.ts: that module lives in the widgets' chunk, which search must not pull in). */
const pageLang = (): Locale => (document.documentElement.lang === 'en' ? 'en' : 'fr');

export function installQuestionSearch(module: PagefindModule): void {
	const lang = pageLang();
	const game = pageGame();
	const games = game ? [game] : READY_GAMES;
	const table = games.flatMap((g) => gameSynonyms(g.slug, lang));
	module.setSearch?.(questionSearch(lang, table));
}

/** The chip and the way forward, kept in step with Pagefind's UI as it redraws. */
/** The words of the chip and the way forward, formatted by the message layer in the page's header (Header.astro). */
interface SearchWords {
	none: string;
	all: string;
	games: { slug: string; only: string; rulings: string; table: string }[];
}
const searchWords = (): SearchWords => JSON.parse(document.getElementById('search-words')?.textContent || '{"none":"","all":"","games":[]}');

export function decorate(root: HTMLElement): void {
	const lang = pageLang();
	const words = searchWords();
	const wordsOf = (slug: string) => words.games.find((g) => g.slug === slug);
	const game = pageGame();

	const gameBox = () =>
		game
			? [...root.querySelectorAll<HTMLInputElement>('.pagefind-ui__filter-checkbox')].find((c) => c.value === game.name[lang] || c.id.endsWith(game.name[lang]))
			: undefined;

	let chip: HTMLButtonElement | undefined;
	const syncChip = () => {
		const box = gameBox();
		if (!game || !box) {
			chip?.remove();
			chip = undefined;
			return;
		}
		if (!chip) {
			chip = document.createElement('button');
			chip.type = 'button';
			chip.className = 'search-chip';
			chip.textContent = wordsOf(game.slug)?.only ?? game.name[lang];
			chip.addEventListener('click', () => gameBox()?.click());
		}
		const drawer = root.querySelector('.pagefind-ui__drawer');
		if (drawer && chip.nextElementSibling !== drawer) drawer.before(chip);
		chip.setAttribute('aria-pressed', String(box.checked));
	};

	let forward: HTMLElement | undefined;
	const syncForward = () => {
		const message = root.querySelector('.pagefind-ui__message');
		const none = !!message && !root.querySelector('.pagefind-ui__result') && /\S/.test(message.textContent ?? '');
		const searched = (root.querySelector<HTMLInputElement>('.pagefind-ui__search-input')?.value ?? '').trim() !== '';
		if (!none || !searched || root.querySelector('.pagefind-ui__loading')) {
			forward?.remove();
			return;
		}
		if (!forward) {
			forward = document.createElement('div');
			forward.className = 'search-forward';
			const lead = document.createElement('p');
			lead.textContent = words.none;
			const list = document.createElement('ul');
			const link = (href: string, label: string) => {
				const li = document.createElement('li');
				const a = document.createElement('a');
				a.href = href;
				a.textContent = label;
				li.append(a);
				list.append(li);
			};
			for (const g of game ? [game] : READY_GAMES) {
				const said = wordsOf(g.slug);
				link(withBase(gamePath(lang, g.slug, 'rulings')), said?.rulings ?? g.name[lang]);
				if (game && g.chapters.includes('at-the-table')) link(withBase(gamePath(lang, g.slug, 'at-the-table')), said?.table ?? g.name[lang]);
			}
			forward.append(lead, list);
			if (game) {
				const all = document.createElement('button');
				all.type = 'button';
				all.className = 'search-all-games';
				all.textContent = words.all;
				all.addEventListener('click', () => {
					const box = gameBox();
					if (box?.checked) box.click();
				});
				forward.append(all);
			}
		}
		const all = forward.querySelector<HTMLElement>('.search-all-games');
		if (all) all.hidden = !gameBox()?.checked;
		if (forward.previousElementSibling !== message) message?.after(forward);
	};

	const sync = () => {
		observer.disconnect();
		syncChip();
		syncForward();
		observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['checked', 'class'] });
	};
	const observer = new MutationObserver(sync);
	root.addEventListener('change', sync);
	sync();
}
