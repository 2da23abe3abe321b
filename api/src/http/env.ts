import type { SessionUser } from '@hearth/contracts/auth';
import type { Session } from '../auth/sessions';

/** Per-request values set by middleware. */
export interface AppEnv {
  Variables: {
    session: Session | null;
    /** Set by `requireAdmin`: the signed-in administrator. */
    admin: SessionUser;
  };
}
