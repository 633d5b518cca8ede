/** Narrows a raw id (a refusal's param, a URL value) to a member of `list`, so `t(`terrain.${x}`)` type-checks. */
export const oneOf = <T extends string>(list: readonly T[], x: unknown): x is T => (list as readonly unknown[]).includes(x);
