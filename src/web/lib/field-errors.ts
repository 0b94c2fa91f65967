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
