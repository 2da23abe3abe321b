import type {
  EndpointKey,
  EndpointQuery,
  EndpointRequest,
  EndpointResponse,
  EndpointWithQuery,
  EndpointWithRequest,
} from '@hearth/contracts/endpoints';
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

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The `code` of a call the browser gave up waiting for (`timeoutMs`). */
export const TIMEOUT_CODE = 'TIMEOUT';

async function request(
  method: Method,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  timeoutMs?: number,
) {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new ApiError('The server took too long to answer.', 0, TIMEOUT_CODE);
    throw error;
  });
  if (!response.ok) throw await toApiError(response);
  return response.json();
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

/** The `:name` parts of an endpoint's path. */
type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<Rest>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** What a call of `K` must or may carry: its path's ids, its body, its query, extra headers. */
type CallOptions<K extends EndpointKey> = ([PathParams<K>] extends [never]
  ? unknown
  : { params: Record<PathParams<K>, string> }) &
  (K extends EndpointWithRequest ? { body: EndpointRequest<K> } : unknown) &
  (K extends EndpointWithQuery
    ? object extends EndpointQuery<K>
      ? { query?: EndpointQuery<K> }
      : { query: EndpointQuery<K> }
    : unknown) & { headers?: Record<string, string>; timeoutMs?: number };

type CallArguments<K extends EndpointKey> =
  object extends CallOptions<K> ? [options?: CallOptions<K>] : [options: CallOptions<K>];

/**
 * Calls an endpoint of the API by its key in the endpoint table of contracts
 * (`api('PATCH /api/users/:id', { params: { id }, body })`): the body, the ids and the query are
 * checked by the compiler against the table, and the answer's type is the table's, so the web can
 * neither send nor expect a shape the API does not declare (docs/architecture.md).
 */
export function api<K extends EndpointKey>(endpoint: K, ...[options]: CallArguments<K>): Promise<EndpointResponse<K>> {
  const [method, template] = endpoint.split(' ') as [Method, string];
  const { params, body, query, headers, timeoutMs } = (options ?? {}) as {
    params?: Record<string, string>;
    body?: unknown;
    query?: Record<string, string | undefined>;
    headers?: Record<string, string>;
    timeoutMs?: number;
  };
  const path = template.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''));
  const search = new URLSearchParams(
    Object.entries(query ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]])),
  ).toString();
  return request(method, search ? `${path}?${search}` : path, body, headers, timeoutMs);
}

/** The text to show for a failed call: the server's message, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
