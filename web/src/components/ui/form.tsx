import type { FormHTMLAttributes, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

/**
 * A form of stacked fields; the browser's own validation is off, as each form checks with the API's schema.
 * A className adds to the stack (a margin, a position); it should not set another gap.
 */
export function Form({ className, ...props }: FormHTMLAttributes<HTMLFormElement>) {
  return <form noValidate className={cx(css({ display: 'grid', gap: '4' }), className)} {...props} />;
}

/** Two fields side by side from a small tablet up, stacked on a phone (first and last name). */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
      {children}
    </div>
  );
}

/** The one message a form shows above or below its fields when a check fails. */
export function FormProblem({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className={css({ color: 'danger.default', fontSize: 'sm', fontWeight: 'medium' })}>
      {children}
    </p>
  );
}
