export type Params = Record<string, string | number>;
export type Dict = Record<string, string>;

/** Replaces `{name}` placeholders with params; an unknown placeholder is left visible. */
export function format(template: string, params?: Params): string {
	if (!params) return template;
	return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
		Object.hasOwn(params, name) ? String(params[name]) : whole,
	);
}

/** A lookup function over one language's strings. A missing key shows itself, in brackets. */
export function translator(dict: Dict) {
	return (key: string, params?: Params): string => {
		const template = dict[key];
		return template === undefined ? `[${key}]` : format(template, params);
	};
}
export type T = ReturnType<typeof translator>;
