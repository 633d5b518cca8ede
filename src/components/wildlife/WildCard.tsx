/** WildLife card faces: what a card is (terrain, wheel, arrow, joker, event, ability) → a Card. */
import type { T } from '../../i18n/wildlife/messages';
import type { Ability } from '../../machines/wildlife/abilities';
import type { CardTopic } from '../../machines/wildlife/cards.machine';
import type { Card as RulesCard } from '../../machines/wildlife/game';
import { Card } from '../shared/Card';
import './wildlife.css';

/** Every face a WildLife card can show. */
export type Face =
	| RulesCard
	| { kind: 'ability'; ability: Ability }
	/** A terrain card whose terrain does not matter (an auction example). */
	| { kind: 'anyTerrain' };

/** The band, icon, type word, name and one-line effect of a WildLife card. */
export function faceParts(face: Face, t: T): { band: string; icon?: string; kind: string; name: string; line: string } {
	switch (face.kind) {
		case 'terrain':
			return { band: `t-${face.terrain}`, kind: t('face.kind.terrain'), name: t(`terrain.${face.terrain}`), line: t('face.line.terrain') };
		case 'event':
			return { band: 'card-type-event', icon: face.event, kind: t('face.kind.event'), name: t(`face.name.${face.event}`), line: t(`face.line.${face.event}`) };
		case 'anyTerrain':
			return { band: 'card-type-terrain', kind: t('face.kind.terrain'), name: t('face.name.anyTerrain'), line: t('face.line.terrain') };
		case 'ability':
			return {
				band: 'card-type-ability',
				icon: face.ability,
				kind: t('face.kind.ability'),
				name: t(`face.name.ability.${face.ability}`),
				line: t(`face.line.ability.${face.ability}`),
			};
		default:
			return {
				band: `card-type-${face.kind}`,
				icon: face.kind,
				kind: t(`face.kind.${face.kind}`),
				name: t(`face.name.${face.kind}`),
				line: t(`face.line.${face.kind}`),
			};
	}
}

export function WildCard({ face, t, state, compact = false }: { face: Face; t: T; state?: 'picked' | 'played' | undefined; compact?: boolean }) {
	const p = faceParts(face, t);
	return <Card game="wildlife" band={p.band} icon={p.icon && `wl-icon-${p.icon}`} kind={p.kind} name={p.name} line={p.line} state={state} compact={compact} />;
}

/** The face shown for a topic of the cards page's explorer. */
export function topicFace(topic: CardTopic): Face {
	if (topic === 'terrain-cards') return { kind: 'anyTerrain' };
	if (topic === 'wheel' || topic === 'arrow' || topic === 'joker') return { kind: topic };
	if (topic === 'food-source') return { kind: 'event', event: 'foodSource' };
	if (topic === 'epidemic' || topic === 'famine') return { kind: 'event', event: topic };
	return { kind: 'ability', ability: topic.slice('ability-'.length) as Ability };
}
