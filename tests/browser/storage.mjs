// Helper for the browser tests (not a test file itself): storage that throws on every call, as a
// browser with site data blocked or a strict private mode gives it. Pass it to page.addInitScript
// (it runs before the page's own scripts).
// - reading window.localStorage or window.sessionStorage throws a SecurityError (as Chromium does
//   when site data is blocked);
// - every method of Cache Storage (window.caches) rejects, and every method of IndexedDB throws.

/** For page.addInitScript(REFUSED_STORAGE). */
export function REFUSED_STORAGE() {
	const refuse = () => {
		throw new DOMException('Storage is disabled (test)', 'SecurityError');
	};
	for (const name of ['localStorage', 'sessionStorage']) Object.defineProperty(window, name, { configurable: true, get: refuse });
	const rejecting = new Proxy({}, { get: () => () => Promise.reject(new DOMException('Storage is disabled (test)', 'SecurityError')) });
	Object.defineProperty(window, 'caches', { configurable: true, get: () => rejecting });
	const throwing = new Proxy({}, { get: () => refuse });
	Object.defineProperty(window, 'indexedDB', { configurable: true, get: () => throwing });
}
