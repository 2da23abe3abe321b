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
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={css({ maxW: 'md', mx: 'auto', px: '4', py: { base: '8', md: '14' } })}>
      <div className={card({ padding: 'lg' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>
        {subtitle && <p className={css({ color: 'fg.muted', mt: '1', mb: '2' })}>{subtitle}</p>}
        <div className={css({ mt: '6' })}>{children}</div>
      </div>
    </div>
  );
}
