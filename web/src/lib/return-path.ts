/**
 * Where to go after signing in: the guarded page that sent the user to /auth (`?next=`), if it is a
 * path of this app; anything else (another site, a protocol-relative URL) goes to the dashboard.
 */
export function returnPath(next: string | null): string {
  const inApp = next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  return next && inApp && !next.startsWith('/auth') ? next : '/dashboard';
}

/** The sign-in page, remembering the page to come back to. */
export function signInPath(from: { pathname: string; search: string; hash: string }): string {
  return `/auth?next=${encodeURIComponent(`${from.pathname}${from.search}${from.hash}`)}`;
}
