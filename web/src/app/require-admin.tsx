import { Navigate, Outlet } from 'react-router-dom';
import { Spinner } from '../components/ui/spinner';
import { useUser } from '../features/auth/api/get-user';

/** docs/product-rules.md: a spinner while the user loads, then /auth unless the user is an administrator. */
export function RequireAdmin() {
  const { data: user, isPending } = useUser();
  if (isPending) return <Spinner />;
  if (user?.role !== 'admin') return <Navigate to="/auth" replace />;
  return <Outlet />;
}
