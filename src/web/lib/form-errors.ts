/** One message per field, as a form shows them under its boxes. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per field of a failed parse (Zod's issues) or of the server's answer. */
export function errorsByField<K extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors<K> {
  const found: FieldErrors<K> = {};
  for (const issue of issues) found[issue.path[0] as K] ??= issue.message;
  return found;
}

/** Moves focus to the first box, in the form's order, that has a message. */
export function focusFirstError<K extends string>(form: HTMLFormElement, fields: readonly K[], errors: FieldErrors<K>): void {
  const first = fields.find((f) => errors[f]);
  if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
}
