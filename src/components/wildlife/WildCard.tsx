/** WildLife card faces: what a card is (terrain, wheel, arrow, joker, event, ability) → a Card. */
import type { T } from '../../i18n/format';
import type { Ability } from '../../machines/wildlife/abilities';
import type { EventKind } from '../../machines/wildlife/events';
import type { CardTopic } from '../../machines/wildlife/events.machine';
import type { Card as RulesCard } from '../../machines/wildlife/turn';
import { Card } from '../shared/Card';

/** Every face a WildLife card can show. */
export type Face =
	| RulesCard
	| { kind: 'ability'; ability: Ability }
	/** A terrain card whose terrain does not matter (an auction example). */
	| { kind: 'anyTerrain' };

/** Type icons, 24 × 24, stroked: decorative (the face's words say the same). */
const ICONS: Record<string, string> = {
	wheel: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4',
	arrow: 'M4 12h14M12 5l7 7l-7 7',
	joker: 'M13 2L5 14h6l-2 8l9-12h-6z',
	epidemic: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16zM9 10h.01M15 10h.01M8.5 15.5q3.5-3 7 0',
	famine: 'M3 11h18q0 7-9 8q-9-1-9-8zM8 7q1-2 0-4M12 7q1-2 0-4M16 7q1-2 0-4',
	foodSource: 'M12 7q-7-2-7 6q1 8 7 7q6 1 7-7q0-8-7-6zM12 7q0-3 3-4',
	food: 'M5 19q0-12 14-14q-2 14-14 14zM5 19l8-8',
	intelligence: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5q1 1 1 2.5h6q0-1.5 1-2.5A6 6 0 0 0 12 3z',
	mobility: 'M3 8h13l-3-3M21 16H8l3 3',
	defense: 'M12 3l8 3v6q0 6-8 9q-8-3-8-9V6z',
	aggression: 'M4 20L20 4M14 4h6v6M4 14l6 6',
};

function Icon({ name }: { name: string }) {
	return (
		<svg viewBox="0 0 24 24" fill="none" stroke="#1a1a1a" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" focusable="false">
			<path d={ICONS[name]} />
		</svg>
	);
}

const EVENT_ICON: Record<EventKind, string> = { epidemic: 'epidemic', famine: 'famine', foodSource: 'foodSource' };

/** The band, icon, type word, name and one-line effect of a WildLife card. */
export function faceParts(face: Face, t: T): { band: string; icon?: string; kind: string; name: string; line: string } {
	switch (face.kind) {
		case 'terrain':
			return { band: `t-${face.terrain}`, kind: t('face.kind.terrain'), name: t(`terrain.${face.terrain}`), line: t('face.line.terrain') };
		case 'event':
			return { band: 'card-type-event', icon: EVENT_ICON[face.event], kind: t('face.kind.event'), name: t(`face.name.${face.event}`), line: t(`face.line.${face.event}`) };
		case 'anyTerrain':
			return { band: 'card-type-terrain', kind: t('face.kind.terrain'), name: t('face.name.anyTerrain'), line: t('face.line.terrain') };
		case 'ability':
			return { band: 'card-type-ability', icon: face.ability, kind: t('face.kind.ability'), name: t(`face.name.ability.${face.ability}`), line: t(`face.line.ability.${face.ability}`) };
		default:
			return { band: `card-type-${face.kind}`, icon: face.kind, kind: t(`face.kind.${face.kind}`), name: t(`face.name.${face.kind}`), line: t(`face.line.${face.kind}`) };
	}
}

export function WildCard({ face, t, state, compact = false }: { face: Face; t: T; state?: 'picked' | 'played' | undefined; compact?: boolean }) {
	const p = faceParts(face, t);
	return <Card game="wildlife" band={p.band} icon={p.icon ? <Icon name={p.icon} /> : undefined} kind={p.kind} name={p.name} line={p.line} state={state} compact={compact} />;
}

/** The face shown for a topic of the cards page's explorer. */
export function topicFace(topic: CardTopic): Face {
	if (topic === 'terrain-cards') return { kind: 'anyTerrain' };
	if (topic === 'wheel' || topic === 'arrow' || topic === 'joker') return { kind: topic };
	if (topic === 'food-source') return { kind: 'event', event: 'foodSource' };
	if (topic === 'epidemic' || topic === 'famine') return { kind: 'event', event: topic };
	return { kind: 'ability', ability: topic.slice('ability-'.length) as Ability };
}
