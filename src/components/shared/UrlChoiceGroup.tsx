import { ChoiceGroup } from './ChoiceGroup';
import type { UrlChoice } from './useUrlChoice';

/** The toggle buttons of a choice kept in the URL (useUrlChoice): one per option, the current one pressed. */
export function UrlChoiceGroup<V extends string | number>({
	label,
	choice,
	options,
	text,
	name,
}: {
	label: string;
	choice: UrlChoice<V>;
	options: readonly V[];
	text: (v: V) => string;
	name?: (v: V) => string;
}) {
	return (
		<ChoiceGroup label={label}>
			{options.map((v) => (
				<button type="button" key={String(v)} aria-label={name?.(v)} {...choice.button(v)}>
					{text(v)}
				</button>
			))}
		</ChoiceGroup>
	);
}
