import type { ApiErrorBody } from '@hearth/contracts/errors';
/**
 * The product's own API over fetch (docs/product-rules.md): cookies always sent, JSON bodies, and the
 * generic error rule — a failed answer becomes an ApiError with the body's `message` and `code`
 * (or "status: statusText" when the body is not JSON).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly details?: string[],
  ) {
    super(message);
  }
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as T;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody>;
    return new ApiError(parsed.message ?? response.statusText, response.status, parsed.code, parsed.details);
  } catch {
    return new ApiError(`${response.status}: ${response.statusText}`, response.status);
  }
}

/** If-Match for a resource read at `version`: the server refuses the write if someone saved in between. */
export const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  patch: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    request<T>('PATCH', path, body, headers),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

/** The text to show for a failed call: the server's message, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
