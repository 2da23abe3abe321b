import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { circle } from 'styled-system/patterns';

const ICONS = {
  chart: 'M4 19h16M7 15v-3M12 15V8M17 15v-5',
  people:
    'M16 19v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6M20 19v-1a3 3 0 0 0-2-2.8M4 19v-1a3 3 0 0 1 2-2.8',
  inbox: 'M4 13h4l2 3h4l2-3h4M5 13l2-7h10l2 7v5H5z',
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M6 11h12v9H6z',
} as const;

/**
 * What a screen shows when there is nothing to show yet: an icon, what is missing and why, and
 * the next thing to do about it.
 */
export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: keyof typeof ICONS;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div
      className={css({
        display: 'grid',
        justifyItems: 'center',
        textAlign: 'center',
        gap: '2',
        py: '8',
        px: '4',
        borderWidth: '1px',
        borderStyle: 'dashed',
        borderColor: 'border.strong',
        borderRadius: 'lg',
        bg: 'bg.canvas',
      })}
    >
      <span
        aria-hidden="true"
        className={circle({ size: '12', bg: 'accent.subtle', color: 'accent.default', mb: '1' })}
      >
        <svg
          aria-hidden="true"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d={ICONS[icon]} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <p className={css({ fontWeight: 'bold', fontSize: 'md' })}>{title}</p>
      {children && <div className={css({ color: 'fg.muted', fontSize: 'sm', maxW: 'md' })}>{children}</div>}
      {action && <div className={css({ mt: '2' })}>{action}</div>}
    </div>
  );
}
