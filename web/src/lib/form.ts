import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react';
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

type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * A form's values and the messages of its last check. `field(key)` is what a TextField or TextAreaField
 * needs to show and edit one text value (name, value, error, onChange), `select(key)` the same for a
 * SelectField or TimeField; `check(schema)` validates with the
 * API's schema, shows each field's first message, and answers the parsed data or null; `onSubmit(schema, send)`
 * does that on submit and sends what passed.
 */
export function useForm<T extends Record<string, unknown>>(empty: T) {
  const [values, setValues] = useState(empty);
  // By field, and by path for a nested one ("employeeAssistance.phone"), as `validate` answers them.
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  // Stable, so that an effect may fill the form (a dialog opened on another member).
  const change = useCallback((update: Partial<T>) => setValues((current) => ({ ...current, ...update })), []);
  function check<S extends z.ZodType>(schema: S, input: unknown = values): z.output<S> | null {
    const result = validate(schema, input);
    setErrors(result.errors ?? {});
    return result.data;
  }
  return {
    values,
    errors,
    change,
    reset() {
      setValues(empty);
      setErrors({});
    },
    field: (key: TextKey<T>) => ({
      name: key,
      value: values[key] as string,
      error: errors[key],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        change({ [key]: event.target.value } as Partial<T>),
    }),
    /** What a SelectField or TimeField needs to show and choose one value. */
    select: (key: TextKey<T>) => ({
      name: key,
      value: values[key] as string,
      error: errors[key],
      onValueChange: (value: string) => change({ [key]: value } as Partial<T>),
    }),
    check,
    /** A form's onSubmit: checks the values with `schema` and hands the parsed data to `send` if they pass. */
    onSubmit:
      <S extends z.ZodType>(schema: S, send: (data: z.output<S>) => void) =>
      (event: FormEvent) => {
        event.preventDefault();
        const data = check(schema);
        if (data) send(data);
      },
    /** Shows the messages of checks made apart (a form saved through two requests). */
    showErrors: setErrors,
  };
}
