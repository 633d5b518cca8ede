/** The set-up widget's try-it mode: where a solo score falls in the rulebook's rating bands (loaded on demand). */
import { useState } from 'preact/hooks';
import { SOLO_BANDS, soloBand } from '../../machines/caldera-park/round';
import { NumberField } from '../shared/NumberField';
import { StatusLine } from '../shared/TryControls';
import type { TryPartProps } from './useStrings';

export type SoloTryProps = TryPartProps;

export function SoloTry({ t }: SoloTryProps) {
	const [score, setScore] = useState<number | null>(134);
	const [error, setError] = useState<string | null>(null);
	const band = score === null ? null : soloBand(score);
	return (
		<div class="cp-try">
			<p class="cp-h">{t('solo.title')}</p>
			<p class="wt-info">{t('solo.intro')}</p>
			<NumberField
				id="solo-score"
				label={t('solo.score')}
				defaultValue="134"
				error={error}
				onCommit={(v) => {
					const n = /^\d{1,4}$/.test(v.trim()) ? Number(v) : Number.NaN;
					if (Number.isNaN(n)) {
						setError(t('solo.invalid'));
						setScore(null);
					} else {
						setError(null);
						setScore(n);
					}
				}}
			/>
			<p class="cp-h">{t('solo.bands')}</p>
			<ol class="cp-fams">
				{SOLO_BANDS.map((_, i) => (
					<li key={i} class={band === i ? 'is-best' : undefined} aria-current={band === i ? 'true' : undefined}>
						{t(`solo.band.${i}`)}
					</li>
				))}
			</ol>
			<p class="cp-note">{t('solo.mia')}</p>
			<StatusLine text={band === null || score === null ? '' : t('solo.result', { score, band: t(`solo.band.${band}`) })} class="wt-info" />
		</div>
	);
}
