/** The decree explorer's try-it mode: pick or build a decree, set cards, try one (runs the machine; loaded on demand). */
import { useMemo, useState } from 'preact/hooks';
import { createActor } from 'xstate';
import { KINGDOM_COUNT } from '../../machines/animal-kingdoms/board';
import { decreeMachine } from '../../machines/animal-kingdoms/decree.machine';
import { DECREE_FAMILIES, type DecreeFamily, kindsOf, TEACHING_DECREES } from '../../machines/animal-kingdoms/decrees';
import { decreeInput } from '../../machines/animal-kingdoms/examples/decree';
import { type Species, SPECIES, VALUES } from '../../machines/animal-kingdoms/types';
import { StatusLine, TryControls } from '../shared/TryControls';
import { useTryIt } from '../shared/useTryIt';
import { decreeText } from './dcWords';
import { DecreeBoard, DecreePanel } from './decreesParts';
import type { TryPartProps } from '../shared/useMessages';
import { capitalised, cardNoun, kingdomName } from './words';

export type DecreesTryProps = TryPartProps<'animal-kingdoms'>;

function Select({
	label,
	value,
	options,
	onChange,
}: {
	label: string;
	value: string;
	options: readonly (readonly [string, string])[];
	onChange: (v: string) => void;
}) {
	return (
		<label>
			{label}
			<select value={value} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
				{options.map(([v, text]) => (
					<option value={v} key={v}>
						{text}
					</option>
				))}
			</select>
		</label>
	);
}

export function DecreesTry({ lang, t, tc }: DecreesTryProps) {
	const input = useMemo(() => decreeInput(), []);
	const { snap, send, status } = useTryIt(
		() => createActor(decreeMachine, { input }).start(),
		[input],
		(after) => {
			const c = after.context;
			if (c.refusal && c.verdict !== 'refused') return '';
			return c.tried && c.verdict ? t(`dc.verdict.${c.verdict}`, { card: capitalised(cardNoun(t, c.tried)) }) : '';
		},
	);
	const c = snap.context;
	const [family, setFamily] = useState<DecreeFamily>('neighbours');
	const [kind, setKind] = useState('geStrongest');
	const [n, setN] = useState('4');
	const [species, setSpecies] = useState<Species>('lizard');
	const [where, setWhere] = useState('1');
	const [cs, setCs] = useState<Species>('wolf');
	const [cv, setCv] = useState('5');
	const kinds = kindsOf(family);
	const k = kinds.includes(kind) ? kind : kinds[0]!;
	const speciesOpts = SPECIES.map((s) => [s, t(`species.${s}`)] as const);
	const valueOpts = VALUES.map((v) => [String(v), String(v)] as const);
	const card = { species: cs, value: Number(cv) };
	return (
		<div class="ak-try">
			<p class="wt-info">{t('dc.try.intro')}</p>
			<div class="ak-try-row">
				<Select
					label={t('dc.try.pick')}
					value={c.decreeId ?? ''}
					options={[
						...(c.decreeId ? [] : [['', t('dc.try.custom')] as const]),
						...Object.entries(TEACHING_DECREES).map(([id, d]) => [id, decreeText(t, d)] as const),
					]}
					onChange={(id) => id && send({ type: 'PICK', id })}
				/>
			</div>
			<div class="ak-try-row">
				<Select
					label={t('dc.try.family')}
					value={family}
					options={DECREE_FAMILIES.map((f) => [f, t(`decree.family.${f}`)] as const)}
					onChange={(v) => setFamily(v as DecreeFamily)}
				/>
				<Select
					label={t('dc.try.kind')}
					value={k}
					options={kinds.map(
						(x) =>
							[
								x,
								decreeText(
									t,
									(x === 'species'
										? { family: 'simple', kind: 'species', species: [species] }
										: x === 'atMost' || x === 'atLeast'
											? { family: 'simple', kind: x, n: Number(n) }
											: { family, kind: x }) as never,
								),
							] as const,
					)}
					onChange={setKind}
				/>
				{family === 'simple' && (k === 'atMost' || k === 'atLeast') && <Select label={t('dc.try.n')} value={n} options={valueOpts} onChange={setN} />}
				{family === 'simple' && k === 'species' && (
					<Select label={t('dc.try.species')} value={species} options={speciesOpts} onChange={(v) => setSpecies(v as Species)} />
				)}
				<button type="button" class="wt-btn" onClick={() => send({ type: 'BUILD', family, kind: k, species: [species], n: Number(n) })}>
					{t('dc.try.build')}
				</button>
			</div>
			<DecreeBoard c={c} t={t} lang={lang} />
			<div class="ak-try-row">
				<Select
					label={t('dc.try.where')}
					value={where}
					options={Array.from({ length: KINGDOM_COUNT }, (_, i) => [String(i), kingdomName(t, i)] as const)}
					onChange={setWhere}
				/>
				<Select label={t('dc.try.species1')} value={cs} options={speciesOpts} onChange={(v) => setCs(v as Species)} />
				<Select label={t('dc.try.value')} value={cv} options={valueOpts} onChange={setCv} />
			</div>
			<div class="ak-try-row">
				<button type="button" class="wt-btn" onClick={() => send({ type: 'TRY', card })}>
					{t('dc.try.try')}
				</button>
				<button type="button" class="wt-btn" data-refused-move={c.tried && c.verdict !== 'refused' ? undefined : ''} onClick={() => send({ type: 'PLAY' })}>
					{t('dc.try.play')}
				</button>
				<button type="button" class="wt-btn" onClick={() => send({ type: 'ADD_CARD', kingdom: Number(where), card })}>
					{t('dc.try.add')}
				</button>
				<button type="button" class="wt-btn" onClick={() => send({ type: 'CLEAR', kingdom: Number(where) })}>
					{t('dc.try.clear')}
				</button>
			</div>
			<DecreePanel c={c} t={t} lang={lang} tc={tc} live />
			<StatusLine text={status} />
			<TryControls restart={t('dc.try.reset')} onRestart={() => send({ type: 'RESET' })} />
		</div>
	);
}
