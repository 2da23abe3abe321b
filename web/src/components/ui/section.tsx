import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';

/** A titled card used for each block of a page. */
export function Section({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={card()} aria-label={title}>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: '4',
          flexWrap: 'wrap',
          mb: '4',
        })}
      >
        <div>
          <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{title}</h2>
          {description && <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
