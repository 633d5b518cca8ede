export interface NumberFieldProps {
	id?: string;
	/** The field's name. Shown in a <label> unless `bare`, where it names the input (aria-label). */
	label: string;
	/** Read after the visible label by screen readers only (e.g. whose amount it is). */
	labelMore?: string;
	value?: string;
	/** Uncontrolled start value (the box keeps what was typed even when refused). */
	defaultValue?: string;
	/** Why the value is refused; shown under the box and linked to it. */
	error?: string | null;
	/** The error is shown elsewhere under this id (the box still says it is invalid). */
	errorId?: string;
	invalid?: boolean;
	/** Every keystroke. */
	onInput?: (value: string) => void;
	/** When the value is committed: on change, and on Enter. */
	onCommit?: (value: string) => void;
	/** Enter pressed (after onCommit). */
	onEnter?: () => void;
	/** Free text (a list such as "6, 6") rather than digits only. */
	text?: boolean;
	/** The input alone, without a label element or wrapper (inside a table cell). */
	bare?: boolean;
	/** An alert (read at once) for the error. */
	alertError?: boolean;
	/**
	 * A value this box refuses with a message, as `data-refused-input` (tests/browser/stage.test.mjs
	 * types it and presses Enter to see a refusal, whatever the widget).
	 */
	refused?: string | undefined;
	class?: string;
}

/** A whole number typed by the reader: labelled, marked invalid with the reason next to it. */
export function NumberField(props: NumberFieldProps) {
	const { id, label, labelMore, value, defaultValue, error, errorId, onInput, onCommit, onEnter, text, bare, alertError } = props;
	const errId = errorId ?? (id ? `${id}-err` : undefined);
	const invalid = props.invalid ?? !!error;
	const onKeyDown = (e: KeyboardEvent) => {
		if (e.key !== 'Enter') return;
		if (onEnter) e.preventDefault();
		onCommit?.((e.currentTarget as HTMLInputElement).value);
		onEnter?.();
	};
	const input = (
		<input
			id={id}
			class={props.class ? `wt-number ${props.class}` : 'wt-number'}
			type="text"
			inputMode={text ? 'text' : 'numeric'}
			autoComplete="off"
			aria-label={bare ? label : undefined}
			{...(value !== undefined ? { value } : { defaultValue })}
			aria-invalid={invalid ? 'true' : undefined}
			aria-describedby={invalid && errId ? errId : undefined}
			data-refused-input={props.refused}
			onInput={onInput ? (e) => onInput(e.currentTarget.value) : undefined}
			onChange={onCommit ? (e) => onCommit(e.currentTarget.value) : undefined}
			onKeyDown={onKeyDown}
		/>
	);
	if (bare) return input;
	return (
		<div class="wt-field">
			<label for={id}>
				{label}
				{labelMore && <span class="sr-only">{` (${labelMore})`}</span>}
			</label>
			{input}
			{error && (
				<span class="wt-field-err" id={errId} role={alertError ? 'alert' : undefined}>
					{`⚠ ${error}`}
				</span>
			)}
		</div>
	);
}
