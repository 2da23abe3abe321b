import type { z } from 'zod';

export type FieldErrors<T> = unknown extends T ? Record<string, string> : Partial<Record<keyof T & string, string>>;

/** The first message of a failed validation, for forms that show one message at a time. */
export function firstError(errors: Record<string, string | undefined> | null): string | null {
  return errors ? (Object.values(errors).find((message) => message !== undefined) ?? null) : null;
}

/**
 * Validates form values with the same contracts schema the API uses, so the browser shows the
 * server's exact messages before sending. Answers the parsed data or the first message per field.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors<z.input<S>> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    // A nested field answers under its top-level key and under its full path ("employeeAssistance.phone").
    errors[String(issue.path[0] ?? '')] ??= issue.message;
    if (issue.path.length > 1) errors[issue.path.join('.')] ??= issue.message;
  }
  return { data: null, errors: errors as FieldErrors<z.input<S>> };
}
