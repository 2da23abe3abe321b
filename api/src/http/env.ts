import type { SignedInUser } from '@hearth/contracts/auth';
import type { EndpointKey } from '@hearth/contracts/endpoints';

/** A valid session with its user, as `loadSession` (auth/sessions.ts) reads it for each request. */
export interface SignedInSession {
  memberId: string;
  agencyId: string;
  user: SignedInUser;
}

/** Per-request values set by middleware. */
export interface AppEnv {
  Variables: {
    session: SignedInSession | null;
    /** Set by `requireAdmin`: the signed-in administrator. */
    admin: SignedInUser;
    /** Set by `reply`: the endpoint a success answered as (checked against the route that ran, in tests). */
    endpoint: EndpointKey;
    /** Set by hono's `requestId`: the caller's X-Request-Id when it is well formed, else a fresh UUID. */
    requestId: string;
  };
}
