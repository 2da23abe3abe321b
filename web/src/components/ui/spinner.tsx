import { css } from 'styled-system/css';

/** A loading indicator that screen readers announce with its label. */
export function Spinner({ label = 'Loading...', size = 8 }: { label?: string; size?: 6 | 8 | 12 }) {
  return (
    <div
      role="status"
      className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3', py: '6' })}
    >
      <span
        aria-hidden="true"
        className={css({
          w: size,
          h: size,
          borderWidth: '3px',
          borderColor: 'accent.muted',
          borderTopColor: 'accent.default',
          borderRadius: 'full',
          animation: 'spin 0.8s linear infinite',
        })}
      />
      <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{label}</span>
    </div>
  );
}
