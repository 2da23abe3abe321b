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

/** A labelled input with its helper and error text wired for assistive technology (Ark Field). */
export function TextField({
  label,
  error,
  helper,
  className,
  required,
  ...props
}: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  const styles = field();
  return (
    <Field.Root invalid={Boolean(error)} required={required} className={cx(styles.root, className)}>
      <Field.Label className={styles.label}>{label}</Field.Label>
      <Field.Input className={input()} {...props} />
      {helper && <Field.HelperText className={styles.helperText}>{helper}</Field.HelperText>}
      {error && <Field.ErrorText className={styles.errorText}>{error}</Field.ErrorText>}
    </Field.Root>
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
  const styles = field();
  return (
    <Field.Root invalid={Boolean(error)} required={required} className={cx(styles.root, className)}>
      <Field.Label className={styles.label}>{label}</Field.Label>
      <Field.Textarea className={input({ kind: 'area' })} {...props} />
      {helper && <Field.HelperText className={styles.helperText}>{helper}</Field.HelperText>}
      {error && <Field.ErrorText className={styles.errorText}>{error}</Field.ErrorText>}
    </Field.Root>
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
  const styles = field();
  return (
    <Field.Root invalid={Boolean(error)} required={required} className={cx(styles.root, className)}>
      <Field.Label className={styles.label}>{label}</Field.Label>
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
      {helper && <Field.HelperText className={styles.helperText}>{helper}</Field.HelperText>}
      {error && <Field.ErrorText className={styles.errorText}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
