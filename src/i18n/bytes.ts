import type { Locale } from './paths';

/** Bytes as a reader reads them: « 2,1 Mo » / “2.1 MB” (no imports: src/offline/integration.mjs runs it in Node). */
export function formatBytes(bytes: number, lang: Locale): string {
	const mb = bytes / (1024 * 1024);
	const n = new Intl.NumberFormat(lang, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(mb);
	return lang === 'fr' ? `${n}\u00a0Mo` : `${n} MB`;
}
