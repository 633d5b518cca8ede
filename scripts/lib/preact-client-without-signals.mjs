/**
 * Astro's Preact client (@astrojs/preact/dist/client.js, the renderer every widget page loads) can
 * turn island props back into Preact signals: when the server finds a signal among an island's
 * props it writes `data-preact-signals`, and the client then imports @preact/signals through Vite's
 * preload helper. No widget of the site takes a signal as a prop, so that branch is 0.3 KB brotli of
 * dead code on each of the 52 widget pages. This plugin removes it from the client; should an
 * island ever receive a signal, hydrating it throws, saying so, instead of passing a stale value.
 *
 * If the client's code is not in the shape expected (a future @astrojs/preact), it is left as it is
 * and the build warns.
 */
const CLIENT = /@astrojs[\\/]preact[\\/]dist[\\/]client\.js$/;
/** From the signals' attribute to the end of its `if` (the closing brace at the same indent). */
const SIGNALS = /\n( +)let signalsRaw = element\.dataset\.preactSignals;\n\1if \(signalsRaw\) \{\n[\s\S]*?\n\1\}\n/;

/** A Vite plugin (build only). */
export function preactClientWithoutSignals() {
	return {
		name: 'rules-at-play:preact-client-without-signals',
		apply: 'build',
		transform: {
			filter: { id: CLIENT },
			handler(code, id) {
				if (!CLIENT.test(id)) return null;
				const found = SIGNALS.exec(code);
				if (!found) {
					this.warn(`${id}: the signals branch was not found, left as it is (scripts/lib/preact-client-without-signals.mjs)`);
					return null;
				}
				const indent = found[1];
				const rest = code.replace(found[0], `\n${indent}if (element.dataset.preactSignals) throw Error("preact-client-without-signals");\n`);
				// The map only the removed branch used.
				return { code: rest.replace(/\nconst sharedSignalMap = \/\* @__PURE__ \*\/ new Map\(\);\n/, '\n'), map: null };
			},
		},
	};
}
