import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';

/** The width and padding every page shares. */
export function Page({ children, width = '6xl' }: { children: ReactNode; width?: '2xl' | '4xl' | '6xl' }) {
  return <div className={css({ maxW: width, mx: 'auto', px: '4', py: { base: '6', md: '10' } })}>{children}</div>;
}

/** A narrow centred card for sign-in and account pages. */
export function NarrowCard({
  title,
  subtitle,
  footer,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  /** A small line under the card's content ("Back to Login"). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={css({ maxW: 'md', mx: 'auto', px: '4', py: { base: '8', md: '14' } })}>
      <div className={card({ padding: 'lg' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>
        {subtitle && <p className={css({ color: 'fg.muted', mt: '1', mb: '2' })}>{subtitle}</p>}
        <div className={css({ mt: '6' })}>{children}</div>
        {footer && <p className={css({ mt: '6', fontSize: 'sm' })}>{footer}</p>}
      </div>
    </div>
  );
}

/** A page's heading and subtitle, with its controls (a period, exports, links) beside it or below on a phone. */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <div
      className={css({
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'flex-end',
        gap: '4',
        flexWrap: 'wrap',
        mb: '6',
      })}
    >
      <div>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{title}</h1>
        <p className={css({ color: 'fg.muted', mt: '1' })}>{subtitle}</p>
      </div>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'flex-end', flexWrap: 'wrap' })}>{children}</div>
    </div>
  );
}
