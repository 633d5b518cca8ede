import { useMemo } from 'preact/hooks';
import type { Locale } from '../../i18n/paths';
import type { CpQuestion } from '../../machines/caldera-park/ready';
import type { Tile } from '../../machines/caldera-park/pieces';
import { tileById } from '../../machines/caldera-park/tiles';
import { type ReadyBoardView, ReadyCheck } from '../shared/ReadyCheck';
import { useMessages } from '../shared/useMessages';
import { CpPark } from './CpPark';

/** The circled choices, the reader's, and after Check the right ones, as classes on the park's spaces. */
/** The generator and the engine parts it asks load when a set starts (a chunk of their own). */
const loadKinds = () => import('../../machines/caldera-park/ready').then((m) => m.CALDERA_PARK_READY_KINDS);

function classesOf(q: CpQuestion, view: ReadyBoardView): Record<string, string> {
	const out: Record<string, string> = {};
	if (q.position.focus) out[q.position.focus] = 'rd-from';
	for (const k of q.position.candidates ?? []) {
		const c = ['rd-cand'];
		if (view.chosen.has(k)) c.push('rd-chosen');
		if (view.right) c.push(view.right.has(k) ? 'rd-right' : view.chosen.has(k) ? 'rd-wrong' : '');
		out[k] = c.join(' ');
	}
	return out;
}

/** Caldera Park's "Ready for game night?": the kit's stage, with each question's teaching park. */
export default function ReadyWidget({ lang }: { lang: Locale }) {
	const { t, tc } = useMessages('caldera-park', lang);
	const render = useMemo(
		() => (q: CpQuestion, view: ReadyBoardView) => {
			const p = q.position.parks[0]!;
			const tiles: Record<string, Tile> = Object.fromEntries(Object.entries(p.tiles).map(([k, id]) => [k, tileById(id)]));
			const cand = new Set(q.position.candidates ?? []);
			return (
				<CpPark
					park={p.park}
					tiles={tiles}
					weather={p.weather}
					classes={classesOf(q, view)}
					t={t}
					tc={tc}
					{...(view.toggle ? { onActivate: (k: string) => (cand.has(k) ? view.toggle?.(k) : undefined) } : {})}
				/>
			);
		},
		[t, tc],
	);
	return <ReadyCheck game="caldera-park" lang={lang} generator={loadKinds} renderBoard={render} caption={t('rd.caption')} />;
}
