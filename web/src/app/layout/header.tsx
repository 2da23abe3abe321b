import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Button, ButtonLink } from '../../components/ui/button';
import { notify } from '../../components/ui/toaster';
import { useUser } from '../../features/auth/api/get-user';
import { useLogout } from '../../features/auth/api/logout';
import { mobileMenuOpenAtom } from './nav-state';

const PUBLIC_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/tutorials', label: 'Tutorials' },
  { to: '/support', label: 'Support' },
];
const ADMIN_LINKS = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/reports', label: 'Reports' },
  { to: '/setup', label: 'Settings' },
];

/** The row inside a top bar, the brand at its left; each layout sets its width and gap. */
export const HEADER_ROW = css.raw({
  mx: 'auto',
  px: '4',
  h: '16',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

const linkStyle = css({
  color: 'fg.default',
  textDecoration: 'none',
  fontWeight: 'medium',
  fontSize: 'sm',
  px: '3',
  py: '2',
  borderRadius: 'md',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'accent.default', bg: 'accent.subtle' },
});

export function Header() {
  const { data: user } = useUser();
  const [menuOpen, setMenuOpen] = useAtom(mobileMenuOpenAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const links = user?.role === 'admin' ? [...PUBLIC_LINKS, ...ADMIN_LINKS] : PUBLIC_LINKS;
  // The same links in the bar from md up and in the menu below it.
  const navLinks = links.map((link) => (
    <NavLink key={link.to} to={link.to} className={linkStyle}>
      {link.label}
    </NavLink>
  ));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => setMenuOpen(false), [location.pathname, setMenuOpen]);

  const account = user ? (
    <Button
      variant="outline"
      size="sm"
      disabled={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          onSuccess: () => navigate('/'),
          onError: () => notify.error('Logout failed'),
        })
      }
    >
      Logout
    </Button>
  ) : (
    <ButtonLink to="/auth" size="sm">
      Login
    </ButtonLink>
  );

  return (
    <header
      className={css({
        bg: 'bg.surface',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
        position: 'sticky',
        top: '0',
        zIndex: 'sticky',
      })}
    >
      <div className={css(HEADER_ROW, { maxW: '6xl', gap: '4' })}>
        <Link
          to="/"
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            fontWeight: 'bold',
            fontSize: 'xl',
            color: 'fg.default',
            textDecoration: 'none',
          })}
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Hearth
        </Link>
        <nav
          aria-label="Main"
          className={css({ display: { base: 'none', md: 'flex' }, alignItems: 'center', gap: '1' })}
        >
          {navLinks}
          <span className={css({ ml: '3' })}>{account}</span>
        </nav>
        <Button
          variant="outline"
          size="sm"
          className={css({ display: { base: 'inline-flex', md: 'none' } })}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? 'Close menu' : 'Menu'}
        </Button>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Main"
          className={css({
            display: { base: 'flex', md: 'none' },
            flexDirection: 'column',
            gap: '1',
            px: '4',
            pb: '4',
          })}
        >
          {navLinks}
          <div className={css({ mt: '2' })}>{account}</div>
        </nav>
      )}
    </header>
  );
}
