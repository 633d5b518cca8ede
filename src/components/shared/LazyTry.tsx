import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { widgetT } from '../../i18n/messages';
import type { Locale } from '../../i18n/paths';

/** A try-it mode's loader: `() => import('./XTry').then((m) => m.XTry)`, declared once per widget module. */
export type TryLoader<P> = () => Promise<ComponentType<P>>;

const loaded = new WeakMap<TryLoader<never>, ComponentType<never>>();

/**
 * A widget's try-it mode (the part that runs the machine, with XState), fetched with import() the
 * first time the reader switches to it, as the search UI is fetched when search opens; guided mode
 * ships without it. Until it arrives, a polite "Loading…" line.
 */
export function LazyTry<P extends object>({ load, props, lang }: { load: TryLoader<P>; props: P; lang: Locale }) {
	const [Try, setTry] = useState<ComponentType<P> | null>(() => (loaded.get(load as TryLoader<never>) as ComponentType<P> | undefined) ?? null);
	const [failed, setFailed] = useState(false);
	useEffect(() => {
		if (Try) return;
		let live = true;
		load().then(
			(c) => {
				loaded.set(load as TryLoader<never>, c as ComponentType<never>);
				if (live) setTry(() => c);
			},
			() => live && setFailed(true),
		);
		return () => {
			live = false;
		};
	}, [load]);
	if (Try) return <Try {...props} />;
	const t = widgetT(lang);
	return (
		<p class="wt-info wt-loading" role="status" aria-busy={!failed}>
			{t(failed ? 'shell.loadFailed' : 'shell.loading')}
		</p>
	);
}
