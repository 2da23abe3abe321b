import type { SessionUser } from '@hearth/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { authKeys } from './keys';

/** GET /api/user — a 401 means "nobody is signed in", not an error (SPEC §7). */
export async function getUser(): Promise<SessionUser | null> {
  try {
    return await api.get<SessionUser>('/api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const userQueryOptions = queryOptions({ queryKey: authKeys.user, queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions);
}
