/**
 * A form's per-field messages from its contract's validation issues: the first issue of each known field
 * gets that field's translated message; issues of other paths are left to the form's own wording.
 */
export function fieldErrors<F extends string>(
  issues: readonly { path: readonly PropertyKey[] }[],
  fields: readonly F[],
  message: (field: F) => string,
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = fields.find((f) => f === issue.path[0]);
    if (field) found[field] ??= message(field);
  }
  return found;
}

/**
 * How much of a limited text field is used, as its contract counts it (trimmed). A field past its limit
 * says so and blocks its form, rather than being cut without a word as `maxLength` did.
 */
export function textLength(value: string, max: number): { used: number; max: number; over: boolean } {
  const used = value.trim().length;
  return { used, max, over: used > max };
}

/** The field's message when it is too long ("At most 80 characters: 5 too many"), else undefined. */
export function tooLongMessage(
  t: (key: string, options: { ns: string; max: number; count: number }) => string,
  value: string,
  max: number,
): string | undefined {
  const { used, over } = textLength(value, max);
  return over ? t('form.tooLong', { ns: 'common', max, count: used - max }) : undefined;
}
