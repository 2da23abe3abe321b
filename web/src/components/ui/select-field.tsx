import { Field } from '@ark-ui/react/field';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cx } from 'styled-system/css';
import { field, input } from 'styled-system/recipes';

interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly Option[];
  error?: string | undefined;
  helper?: ReactNode;
  /** An empty first choice ("Select a request type"), when the field starts unset. */
  placeholder?: string;
}

/**
 * A labelled native select (Ark Field): the platform's own picker is the most usable one on
 * phones and with screen readers, and costs no script.
 */
export function SelectField({
  label,
  options,
  error,
  helper,
  className,
  required,
  placeholder,
  ...props
}: SelectFieldProps) {
  const styles = field();
  return (
    <Field.Root
      invalid={Boolean(error)}
      required={required}
      disabled={props.disabled}
      className={cx(styles.root, className)}
    >
      <Field.Label className={styles.label}>{label}</Field.Label>
      <Field.Select className={input()} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
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
