/** Every kind of WildLife card as a face, for the printable reference. Server-rendered only. */
import type { Locale } from '../../i18n/paths';
import { gameT } from '../../i18n/messages';
import { ABILITIES } from '../../machines/wildlife/abilities';
import { EVENT_KINDS } from '../../machines/wildlife/cards.machine';
import { TERRAINS } from '../../machines/wildlife/types';
import { type Face, WildCard } from './WildCard';
import './wildlife.css';

const FACES: readonly Face[] = [
	...TERRAINS.map((terrain): Face => ({ kind: 'terrain', terrain })),
	{ kind: 'wheel' },
	{ kind: 'arrow' },
	{ kind: 'joker' },
	...EVENT_KINDS.map((event): Face => ({ kind: 'event', event })),
	...ABILITIES.map((ability): Face => ({ kind: 'ability', ability })),
];

export default function CardGallery({ lang }: { lang: Locale }) {
	const t = gameT('wildlife', lang);
	return (
		<ul class="card-grid" aria-label={t('face.gallery')}>
			{FACES.map((face, i) => (
				<li key={i}>
					<WildCard face={face} t={t} />
				</li>
			))}
		</ul>
	);
}
