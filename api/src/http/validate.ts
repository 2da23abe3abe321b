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

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No request of the product nests deeper than this; a deeper body is refused before it is walked. */
const MAX_DEPTH = 32;

/**
 * What no schema should have to think about, refused before anything is parsed or written: bodies
 * nested deeper than any form (walked without recursion, so a 10,000-deep body cannot exhaust the
 * stack), U+0000 (PostgreSQL cannot store it in text) and unpaired UTF-16 surrogates (not text at
 * all: JSON columns refuse them). Keys are checked as well as values.
 */
function unfitText(input: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }];
  const checkText = (text: string) => {
    if (text.includes('\u0000')) return 'Text may not contain the NUL character (\\u0000).';
    if (LONE_SURROGATE.test(text)) return 'Text may not contain unpaired surrogate characters.';
    return null;
  };
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = checkText(value);
      if (problem) return problem;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return 'The request body is nested too deeply.';
      for (const [key, item] of Object.entries(value)) {
        const problem = checkText(key);
        if (problem) return problem;
        pending.push({ value: item, depth: depth + 1 });
      }
    }
  }
  return null;
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const problem = unfitText(input);
  if (problem) throw invalid(problem, ERROR_CODES.validation);
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
