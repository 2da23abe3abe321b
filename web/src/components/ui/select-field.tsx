import { Field } from '@ark-ui/react/field';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cx } from 'styled-system/css';
import { field, input } from 'styled-system/recipes';

export interface Option {
  value: string;
  label: string;
}

/** A labelled native select: accessible everywhere and the phone's own picker on mobile. */
export function SelectField({
  label,
  options,
  error,
  helper,
  className,
  ...props
}: { label: string; options: Option[]; error?: string | undefined; helper?: ReactNode; className?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const styles = field();
  return (
    <Field.Root invalid={Boolean(error)} disabled={props.disabled} className={cx(styles.root, className)}>
      <Field.Label className={styles.label}>{label}</Field.Label>
      <Field.Select className={input()} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Field.Select>
      {helper && <Field.HelperText className={styles.helperText}>{helper}</Field.HelperText>}
      {error && <Field.ErrorText className={styles.errorText}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
