/**
 * Starlight route middleware (astro.config.mjs `routeMiddleware`): every page gets its language's
 * web app manifest, the theme colour, the touch icon, and the service worker's registration; a page
 * named like the site (the home pages) keeps a <title> that names it once.
 *
 * The registration is one inline script (about 0.6 KB brotli, the only JavaScript offline support
 * adds up front): it registers /sw.js after the page has loaded and, when a new worker is waiting
 * (a deploy happened), shows a quiet status line "a new version is available — Reload". Reload
 * lets the new worker take over, then reloads the page; in a tab where another tab's Reload already
 * let it take over (the worker is no longer waiting), Reload just reloads. If the take-over does not
 * come within 3 s (the worker's state changed between the read and the message, or the worker was
 * slow to wake), the page reloads anyway: a reader's Reload never does nothing. Nothing else runs
 * until the reader asks.
 */
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { isLocale } from '../i18n/paths';
import { APP } from './app';
import { BASE, withBase } from '../base';

const PROMPT = {
	fr: ['Une nouvelle version du site est disponible.', 'Recharger'],
	en: ['A new version of the site is available.', 'Reload'],
};

/** The registration, as inline JS (kept small: it is on every page). */
export const REGISTER_SW = `(()=>{const n=navigator.serviceWorker;if(!n)return;const t=${JSON.stringify(PROMPT)}[document.documentElement.lang]||${JSON.stringify(PROMPT.en)};let r=0;n.addEventListener("controllerchange",()=>{r&&location.reload()});const a=w=>{if(!n.controller||document.querySelector(".sw-update"))return;const d=document.createElement("div");d.className="sw-update";d.role="status";const b=document.createElement("button");b.textContent=t[1];b.onclick=()=>{r=1;w.state=="installed"?(w.postMessage({type:"SKIP_WAITING"}),setTimeout(()=>location.reload(),3e3)):location.reload()};d.append(t[0]+" ",b);document.body.append(d)};addEventListener("load",()=>{n.register(${JSON.stringify(withBase('/sw.js'))},{scope:${JSON.stringify(BASE)}}).then(g=>{if(!g)return;g.waiting&&a(g.waiting);g.addEventListener("updatefound",()=>{const w=g.installing;w&&w.addEventListener("statechange",()=>{w.state==="installed"&&a(w)})})}).catch(()=>{})})})()`;

/** The prompt's look (a few hundred bytes inline, so nothing else is fetched for it). */
const PROMPT_CSS =
	'.sw-update{position:fixed;z-index:1000;inset-inline-start:1rem;bottom:1rem;max-width:calc(100% - 2rem);display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem;padding:.6rem .9rem;border:1px solid var(--sl-color-gray-4);border-radius:.5rem;background:var(--sl-color-gray-6);color:var(--sl-color-white);box-shadow:var(--sl-shadow-md);font-size:var(--sl-text-sm)}' +
	'.sw-update button{font:inherit;font-weight:600;padding:.3rem .8rem;border:0;border-radius:.4rem;background:var(--sl-color-accent-high);color:var(--sl-color-black);cursor:pointer}' +
	'@media print{.sw-update{display:none}}';

/**
 * Storage that throws (blocked site data, some private modes: reading `localStorage` throws a
 * SecurityError) would stop Starlight's theme and sidebar scripts, which read it unguarded. Before
 * them, this replaces a storage that throws with one kept in memory for the page's life, so every
 * page works the same (the theme choice is just not remembered).
 */
export const STORAGE_GUARD = `(()=>{for(const k of["localStorage","sessionStorage"]){try{const s=window[k];s.getItem("x");continue}catch{}const m=new Map;try{Object.defineProperty(window,k,{configurable:!0,value:{getItem:x=>m.has(x)?m.get(x):null,setItem:(x,v)=>{m.set(x,String(v))},removeItem:x=>{m.delete(x)},clear:()=>{m.clear()},key:i=>[...m.keys()][i]??null,get length(){return m.size}}})}catch{}}})()`;

export const onRequest = defineRouteMiddleware((context) => {
	const route = context.locals.starlightRoute;
	// Frontmatter links (a splash page's hero actions) are written from the site's root, like MDX links.
	for (const action of route.entry.data.hero?.actions ?? []) action.link = withBase(action.link);
	// A page named like the site (the home pages): « Règles en jeu » in the tab and search results,
	// not Starlight's « Règles en jeu | Règles en jeu ».
	const title = route.head.find((entry) => entry.tag === 'title');
	if (title && route.entry.data.title === route.siteTitle) title.content = route.siteTitle;
	const lang = route.locale ?? 'fr';
	// In the head, so before Starlight's theme script (rendered after the head entries). Outside a
	// language (the root page) the guard alone; otherwise one script with the registration (one
	// inline script compresses smaller than two: perf sizes each on its own).
	if (!isLocale(lang)) {
		route.head.push({ tag: 'script', attrs: {}, content: STORAGE_GUARD });
		return;
	}
	route.head.push(
		{ tag: 'script', attrs: {}, content: `${STORAGE_GUARD};${REGISTER_SW}` },
		{ tag: 'link', attrs: { rel: 'manifest', href: withBase(`/${lang}/manifest.webmanifest`) }, content: '' },
		{ tag: 'meta', attrs: { name: 'theme-color', content: APP.themeColor }, content: '' },
		{ tag: 'link', attrs: { rel: 'apple-touch-icon', href: withBase('/icons/apple-touch-icon.png') }, content: '' },
		{ tag: 'style', attrs: {}, content: PROMPT_CSS },
	);
});
