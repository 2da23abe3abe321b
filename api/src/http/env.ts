import type { SessionUser } from '@hearth/contracts/auth';
import type { SignedInSession } from '../auth/sessions';

/** Per-request values set by middleware. */
export interface AppEnv {
  Variables: {
    session: SignedInSession | null;
    /** Set by `requireAdmin`: the signed-in administrator. */
    admin: SessionUser;
  };
}
