import { ERROR_CODES } from '@hearth/contracts/errors';
import { invalid } from '@hearth/platform/errors';
import type { Context } from 'hono';
import type { z } from 'zod';

/**
 * Parses a JSON body with its contracts schema. The first broken rule's message (in the product's
 * words) is the answer; every message is listed in `details`.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalid('The request body must be valid JSON.', 'INVALID_JSON');
  }
  return parseInput(schema, body);
}

/** PostgreSQL cannot store U+0000 in text: refused here, before anything is written. */
function hasNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNulCharacter);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || hasNulCharacter(item));
  return false;
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (hasNulCharacter(input))
    throw invalid('Text may not contain the NUL character (\\u0000).', ERROR_CODES.validation);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const messages = [
    ...new Set(
      result.error.issues.map((issue) =>
        issue.path.length === 0 && issue.code === 'invalid_type'
          ? 'The request body must be a JSON object.'
          : issue.message,
      ),
    ),
  ];
  throw invalid(messages[0]!, ERROR_CODES.validation, messages);
}
