/** The site's languages, first is the default. */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
	return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a site path belongs to (`/en/wildlife/setup/` → `en`), or undefined. */
export function localeOfPath(pathname: string): Locale | undefined {
	const first = pathname.split('/').filter(Boolean)[0];
	return isLocale(first) ? first : undefined;
}

/**
 * The same page in another language: only the locale segment changes, since both languages
 * share every slug. Paths outside a locale go to the target locale's home page.
 */
export function switchLocalePath(pathname: string, target: Locale): string {
	const parts = pathname.split('/');
	// parts[0] is '' because site paths start with '/'.
	if (isLocale(parts[1])) {
		parts[1] = target;
		return parts.join('/');
	}
	return `/${target}/`;
}
