import { css } from 'styled-system/css';
import { Page } from '../../components/layout/page';
import { ButtonLink } from '../../components/ui/button';
import { usePageMeta } from '../../lib/page-meta';

export function NotFoundPage() {
  usePageMeta('404 Page Not Found', 'The page you were looking for does not exist.');
  return (
    <Page width="2xl">
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>404 Page Not Found</h1>
      <p className={css({ mt: '3', color: 'fg.muted' })}>
        We could not find that page. It may have moved, or the link may be mistyped.
      </p>
      <ButtonLink to="/" className={css({ mt: '6' })}>
        Go to the home page
      </ButtonLink>
    </Page>
  );
}
