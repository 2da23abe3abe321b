import type { SessionUser } from '@hearth/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/user — a 401 means "nobody is signed in", not an error. */
async function getUser(): Promise<SessionUser | null> {
  try {
    return await api('GET /api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const userQueryOptions = queryOptions({ queryKey: queryKeys.user, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions);
}
