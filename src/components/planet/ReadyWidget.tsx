import type { Locale } from '../../i18n/paths';
import { ReadyCheck } from '../shared/ReadyCheck';
import { useMessages } from '../shared/useMessages';
import './planet.css';

/** What draws a question (readyBoard.tsx), once loaded. */
let Board: typeof import('./readyBoard').Board | null = null;

/**
 * The generator, the engine parts it asks and the board drawing load when a set starts (one chunk
 * of their own): no question is drawn before the generator has given one.
 */
const loadKinds = () =>
	import('./readyBoard').then((m) => {
		Board = m.Board;
		return m.PLANET_READY_KINDS;
	});

/** Planet's "Ready for game night?": the kit's stage, with each question's planet, table or seats. */
export default function ReadyWidget({ lang }: { lang: Locale }) {
	const { t } = useMessages('planet', lang);
	return (
		<ReadyCheck
			game="planet"
			lang={lang}
			generator={loadKinds}
			renderBoard={(q, view) => (
				<>
					{Board && <Board q={q} view={view} t={t} />}
					<p class="rd-note">{t('rd.teaching')}</p>
				</>
			)}
		/>
	);
}
