/** The set-up widget's try-it mode: where a solo score falls in the rulebook's rating bands (loaded on demand). */
import { useState } from 'preact/hooks';
import { checkSoloScore, SOLO_BANDS, type SoloBand, soloBand } from '../../machines/caldera-park/round';
import type { Refusal } from '../../machines/caldera-park/keys';
import { RefusalNote } from '../shared/RefusalNote';
import { NumberField } from '../shared/NumberField';
import { StatusLine } from '../shared/TryControls';
import type { TryPartProps } from '../shared/useMessages';

export type SoloTryProps = TryPartProps<'caldera-park'>;

export function SoloTry({ lang, t, tc }: SoloTryProps) {
	const [score, setScore] = useState<number | null>(134);
	const [refusal, setRefusal] = useState<Refusal | null>(null);
	const band = score === null ? null : soloBand(score);
	return (
		<div class="cp-try">
			<p class="cp-h">{t('solo.title')}</p>
			<p class="wt-info">{t('solo.intro')}</p>
			<NumberField
				id="solo-score"
				label={t('solo.score')}
				defaultValue="134"
				invalid={refusal !== null}
				refused="abc"
				onCommit={(v) => {
					const checked = checkSoloScore(v);
					setRefusal(checked.ok ? null : checked.refusal);
					setScore(checked.ok ? checked.score : null);
				}}
			/>
			{refusal && <RefusalNote refusal={refusal} lang={lang} game="caldera-park" tc={tc} tg={t.ref} />}
			<p class="cp-h">{t('solo.bands')}</p>
			<ol class="cp-fams">
				{SOLO_BANDS.map((_, i) => (
					<li key={i} class={band === i ? 'is-best' : undefined} aria-current={band === i ? 'true' : undefined}>
						{t(`solo.band.${i as SoloBand}`)}
					</li>
				))}
			</ol>
			<p class="cp-note">{t('solo.mia')}</p>
			<StatusLine text={band === null || score === null ? '' : t('solo.result', { score, band: t(`solo.verdict.${band}`) })} class="wt-info" />
		</div>
	);
}
