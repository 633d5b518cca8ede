/** The auction try-it's set-up form: player count, each seat's food and score, the seller. */
import { useRef, useState } from 'preact/hooks';
import type { T } from '../../i18n/wildlife/messages';
import { parseFood, parseScore, PLAYER_COUNTS, seatIds, type AuctionInput, type Parsed } from '../../machines/wildlife/auction.machine';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { NumberField } from '../shared/NumberField';
import { Token } from '../shared/Token';
import { playerName, playerNoun } from './playerNames';

export interface Form {
	n: number;
	food: string[];
	score: string[];
	seller: number;
}

export const DEFAULT_FORM: Form = { n: 4, food: ['8', '8', '8', '8', '8', '8'], score: ['1', '2', '3', '4', '5', '6'], seller: 0 };

export function SetupForm({
	form,
	setForm,
	onStart,
	t,
	uid,
}: {
	form: Form;
	setForm: (f: Form) => void;
	onStart: (input: AuctionInput) => void;
	t: T;
	uid: string;
}) {
	const [message, setMessage] = useState('');
	const ids = seatIds(form.n);
	const foods = ids.map((_, i) => parseFood(form.food[i] ?? ''));
	const scores = ids.map((_, i) => parseScore(form.score[i] ?? ''));
	const formRef = useRef<HTMLDivElement>(null);
	const start = () => {
		if ([...foods, ...scores].some((p) => !p.ok)) {
			setMessage(t('auction.try.formInvalid'));
			formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
			return;
		}
		const val = (p: Parsed) => (p.ok ? p.value : 0);
		onStart({
			players: ids,
			seller: ids[form.seller] ?? ids[0]!,
			food: Object.fromEntries(ids.map((p, i) => [p, val(foods[i]!)])),
			score: Object.fromEntries(ids.map((p, i) => [p, val(scores[i]!)])),
		});
	};
	const set = (key: 'food' | 'score', i: number, v: string) => {
		const next = [...form[key]];
		next[i] = v;
		setForm({ ...form, [key]: next });
		setMessage('');
	};
	const error = (p: Parsed) => (p.ok ? null : t(p.key));
	return (
		<div class="wl-auc-form" ref={formRef}>
			<ChoiceGroup label={t('auction.try.players')}>
				{PLAYER_COUNTS.map((k) => (
					<button
						type="button"
						key={k}
						aria-pressed={k === form.n}
						aria-label={t('auction.try.playersButton', { n: k })}
						onClick={() => setForm({ ...form, n: k, seller: Math.min(form.seller, k - 1) })}
					>
						{k}
					</button>
				))}
			</ChoiceGroup>
			<ChoiceGroup label={t('auction.try.seller')}>
				{ids.map((p, i) => (
					<button
						type="button"
						key={p}
						aria-pressed={i === form.seller}
						aria-label={t('auction.try.sellerButton', { player: playerNoun(t, p) })}
						onClick={() => setForm({ ...form, seller: i })}
					>
						{p}
					</button>
				))}
			</ChoiceGroup>
			<fieldset class="wl-auc-fields">
				<legend>{t('auction.try.setupCaption')}</legend>
				{ids.map((p, i) => {
					const player = playerName(t, p);
					return (
						<div class="wl-auc-seat" key={p}>
							<span class="wl-auc-seat-name">
								<Token player={p} small />
								{` ${player}`}
							</span>
							<NumberField
								id={`${uid}-food-${i}`}
								label={t('auction.try.foodShort')}
								labelMore={player}
								value={form.food[i] ?? ''}
								error={error(foods[i]!)}
								onInput={(v) => set('food', i, v)}
							/>
							<NumberField
								id={`${uid}-score-${i}`}
								label={t('auction.try.scoreShort')}
								labelMore={player}
								value={form.score[i] ?? ''}
								error={error(scores[i]!)}
								onInput={(v) => set('score', i, v)}
							/>
						</div>
					);
				})}
			</fieldset>
			<div class="wt-controls">
				<button type="button" class="wt-btn wt-btn-primary wl-auc-start" data-refusal-setup onClick={start}>
					{t('auction.try.start')}
				</button>
			</div>
			<p class="wl-auc-status" role="status">
				{message}
			</p>
		</div>
	);
}
