import { mirror } from '../format';

/** WildLife words used by every widget: terrains, sizes, levels, players, charts, rule titles. */
export const BASE = /* @__PURE__ */ mirror({
	fr: {
		'terrain.water': 'Eau',
		'terrain.steppe': 'Steppe',
		'terrain.savanna': 'Savane',
		'terrain.forest': 'Forêt',
		'terrain.mountain': 'Montagne',
		'terrain.desert': 'Désert',
		/** A terrain id with its preposition and article: « dans l’eau », « en montagne ». */
		'terrain.in': '{terrain, select, water {dans l’eau} steppe {dans la steppe} savanna {dans la savane} forest {dans la forêt} mountain {en montagne} desert {dans le désert} other {en {terrain}}}',
		/** « de l’eau », « du désert ». */
		'terrain.of': '{terrain, select, water {de l’eau} steppe {de la steppe} savanna {de la savane} forest {de la forêt} mountain {de la montagne} desert {du désert} other {de {terrain}}}',
		/** « l’eau », « la forêt ». */
		'terrain.the': '{terrain, select, water {l’eau} steppe {la steppe} savanna {la savane} forest {la forêt} mountain {la montagne} desert {le désert} other {{terrain}}}',
		'size.small': 'petit territoire',
		'size.large': 'grand territoire',
		/** « petit territoire d’eau »: messages put the article (« dans le {area} »). */
		'area.name': '{sizeId, select, small {petit territoire} large {grand territoire} other {{size}}} {terrainId, select, water {d’eau} steppe {de steppe} savanna {de savane} forest {de forêt} mountain {de montagne} desert {de désert} other {({terrain})}}',
		'level.none': 'aucune action',
		'level.migrate': 'déplacement',
		'level.expand': 'reproduction',
		'level.attack': 'attaque',
		'level.short.none': '—',
		'level.short.migrate': 'Dépl.',
		'level.short.expand': 'Repr.',
		'level.short.attack': 'Att.',
		/** Players are named by first names whose initials are their token letters. */
		'player.name': '{letter, select, A {Anna} B {Bruno} C {Chloé} D {David} E {Emma} F {Félix} other {Joueur {letter}}}',
		/** Between items of a list that already holds commas. */
		'list.sep': ' ; ',
		'player.piece': '{letter, select, A {pion d’Anna} E {pion d’Emma} other {pion de {letter, select, A {Anna} B {Bruno} C {Chloé} D {David} E {Emma} F {Félix} other {{letter}}}}}',
		'chart.human': 'Homme (officiel)',
		'chart.example': 'Exemple {letter} (inventé)',
		'chart.custom': 'Saisi par vous',
		'chart.invalid': 'Ce tableau n’est pas valable : chaque terrain doit avoir un niveau (aucune action, déplacement, reproduction ou attaque).',
		'chart.locked': 'Les tableaux se choisissent avant de poser le premier pion ; recommencez pour en changer.',
		'board.label': 'Plateau d’exemple, {rows} lignes et {cols} colonnes',
		'rule.setup.charts': 'les tableaux des espèces',
		'rule.setup.seeding': 'le placement initial',
		'rule.setup.seeding-limits': 'les limites du placement initial',
	},
	en: {
		'terrain.water': 'Water',
		'terrain.steppe': 'Steppe',
		'terrain.savanna': 'Savanna',
		'terrain.forest': 'Forest',
		'terrain.mountain': 'Mountain',
		'terrain.desert': 'Desert',
		/** A terrain id with its preposition: “in water”, “in the mountains” reads as “in mountain” on the chart. */
		'terrain.in': '{terrain, select, water {in water} steppe {in steppe} savanna {in savanna} forest {in forest} mountain {in mountain} desert {in desert} other {in {terrain}}}',
		'terrain.of': '{terrain, select, water {of water} steppe {of steppe} savanna {of savanna} forest {of forest} mountain {of mountain} desert {of desert} other {of {terrain}}}',
		'terrain.the': '{terrain, select, water {water} steppe {steppe} savanna {savanna} forest {forest} mountain {mountain} desert {desert} other {{terrain}}}',
		'size.small': 'small area',
		'size.large': 'large area',
		/** “small water area”: messages put the article (“in the {area}”). */
		'area.name': '{sizeId, select, small {small} large {large} other {}} {terrainId, select, water {water} steppe {steppe} savanna {savanna} forest {forest} mountain {mountain} desert {desert} other {{terrain}}} {sizeId, select, small {area} large {area} other {({size})}}',
		'level.none': 'no action',
		'level.migrate': 'migrate',
		'level.expand': 'expand',
		'level.attack': 'attack',
		'level.short.none': '—',
		'level.short.migrate': 'Migr.',
		'level.short.expand': 'Exp.',
		'level.short.attack': 'Att.',
		/** Players are named by first names whose initials are their token letters. */
		'player.name': '{letter, select, A {Anna} B {Bruno} C {Chloé} D {David} E {Emma} F {Félix} other {Player {letter}}}',
		/** Between items of a list that already holds commas. */
		'list.sep': '; ',
		'player.piece': '{letter, select, A {Anna} B {Bruno} C {Chloé} D {David} E {Emma} F {Félix} other {{letter}}}’s piece',
		'chart.human': 'Human (official)',
		'chart.example': 'Example {letter} (made up)',
		'chart.custom': 'Entered by you',
		'chart.invalid': 'That chart is not valid: every terrain needs a level (no action, migrate, expand or attack).',
		'chart.locked': 'Charts are chosen before the first piece goes down; restart to change them.',
		'board.label': 'Example board, {rows} rows and {cols} columns',
		'rule.setup.charts': 'species charts',
		'rule.setup.seeding': 'seeding the board',
		'rule.setup.seeding-limits': 'limits when seeding',
	},
});
