import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { useUser } from '../features/auth/api/get-user';
import { signInPath } from '../lib/return-path';

/**
 * docs/product-rules.md: a spinner while the user loads, then /auth unless the user is an administrator;
 * after signing in they come back to the page they asked for.
 */
export function RequireAdmin() {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <Spinner />;
  if (user?.role !== 'admin') return <Navigate to={signInPath(location)} replace />;
  return <Outlet />;
}
