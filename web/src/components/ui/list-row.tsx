import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** One boxed row of a list (a response, a job role): its text at the start, its badge or actions at the end. */
export function ListRow({ children }: { children: ReactNode }) {
  return (
    <li
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
        p: '3',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'md',
        flexWrap: 'wrap',
      })}
    >
      {children}
    </li>
  );
}
