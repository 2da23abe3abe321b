import { Field } from '@ark-ui/react/field';
import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button, field, input } from 'styled-system/recipes';

interface FieldChrome {
  label: string;
  error?: string | undefined;
  helper?: ReactNode;
  className?: string;
}

/**
 * Every field's frame (Ark Field): the control given as children, then its helper and error text, wired
 * for assistive technology. The select and the time picker put their own label inside their control.
 */
export function FieldFrame({
  error,
  helper,
  className,
  required,
  disabled,
  children,
}: Omit<FieldChrome, 'label'> & {
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  children: ReactNode;
}) {
  const styles = field();
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} className={cx(styles.root, className)}>
      {children}
      {helper && <Field.HelperText className={styles.helperText}>{helper}</Field.HelperText>}
      {error && <Field.ErrorText className={styles.errorText}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/**
 * How a select's or a time picker's list opens: in the page, not portalled to its end, so that it stays inside
 * the page's landmarks (axe 'region'); fixed positioning keeps it clear of a dialog's scrolling box.
 */
export const IN_PAGE_LIST = {
  positioning: { sameWidth: true, fitViewport: true, strategy: 'fixed' },
  lazyMount: true,
  unmountOnExit: true,
} as const;

function FieldLabel({ children }: { children: string }) {
  return <Field.Label className={field().label}>{children}</Field.Label>;
}

/** A labelled input with its helper and error text. */
export function TextField({
  label,
  error,
  helper,
  className,
  required,
  ...props
}: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame error={error} helper={helper} className={className} required={required}>
      <FieldLabel>{label}</FieldLabel>
      <Field.Input className={input()} {...props} />
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  helper,
  className,
  required,
  ...props
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame error={error} helper={helper} className={className} required={required}>
      <FieldLabel>{label}</FieldLabel>
      <Field.Textarea className={input({ kind: 'area' })} {...props} />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle; pasting is allowed (NIST SP 800-63B). */
export function PasswordField({
  label,
  error,
  helper,
  className,
  required,
  ...props
}: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame error={error} helper={helper} className={className} required={required}>
      <FieldLabel>{label}</FieldLabel>
      <div className={css({ position: 'relative' })}>
        <Field.Input type={visible ? 'text' : 'password'} className={cx(input(), css({ pr: '20' }))} {...props} />
        <button
          type="button"
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((shown) => !shown)}
          className={cx(button({ variant: 'ghost', size: 'sm' }), css({ position: 'absolute', right: '1', top: '1' }))}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </FieldFrame>
  );
}
