import { createListCollection, Select } from '@ark-ui/react/select';
import { type ReactNode, useMemo } from 'react';
import { select } from 'styled-system/recipes';
import { FieldFrame, IN_PAGE_LIST } from './text-field';

interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  options: readonly Option[];
  value: string;
  onValueChange(value: string): void;
  error?: string | undefined;
  helper?: ReactNode;
  /** Shown while nothing is chosen ("Select a request type"). */
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

/**
 * A labelled select in the product's style (Ark Select inside Ark Field): a button showing the
 * choice, a list that fits a phone, keyboard and screen-reader support, and a hidden native select
 * so the choice also travels with a form.
 */
export function SelectField({
  label,
  options,
  value,
  onValueChange,
  error,
  helper,
  placeholder,
  name,
  disabled,
  required,
  className,
}: SelectFieldProps) {
  const collection = useMemo(() => createListCollection({ items: [...options] }), [options]);
  const styles = select();
  return (
    <FieldFrame error={error} helper={helper} className={className} required={required} disabled={disabled}>
      <Select.Root
        collection={collection}
        value={value === '' ? [] : [value]}
        onValueChange={(details) => onValueChange(details.value[0] ?? '')}
        name={name}
        {...IN_PAGE_LIST}
        className={styles.root}
      >
        <Select.Label className={styles.label}>{label}</Select.Label>
        <Select.Control className={styles.control}>
          <Select.Trigger className={styles.trigger}>
            <Select.ValueText className={styles.valueText} placeholder={placeholder ?? ''} />
            <Select.Indicator className={styles.indicator}>
              <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor">
                <path d="M6 9l6 6 6-6" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Select.Indicator>
          </Select.Trigger>
        </Select.Control>
        <Select.Positioner className={styles.positioner}>
          <Select.Content className={styles.content}>
            {collection.items.map((option) => (
              <Select.Item key={option.value} item={option} className={styles.item}>
                <Select.ItemText>{option.label}</Select.ItemText>
                <Select.ItemIndicator className={styles.itemIndicator}>✓</Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
        <Select.HiddenSelect />
      </Select.Root>
    </FieldFrame>
  );
}
