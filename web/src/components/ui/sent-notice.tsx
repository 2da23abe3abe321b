import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { alert } from 'styled-system/recipes';

/** What a form leaves in its place once its mail is on its way ("Check your email"). */
export function SentNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className={alert({ tone: 'success' })}>
      <p className={css({ fontWeight: 'semibold' })}>{title}</p>
      <p className={css({ mt: '1' })}>{children}</p>
    </div>
  );
}
