import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { checkbox } from 'styled-system/recipes';

export function Checkbox({
  label,
  checked,
  onCheckedChange,
  name,
}: {
  label: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  name?: string;
}) {
  const styles = checkbox();
  return (
    <ArkCheckbox.Root
      className={styles.root}
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked === true)}
      name={name}
    >
      <ArkCheckbox.Control className={styles.control}>
        <ArkCheckbox.Indicator>✓</ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <ArkCheckbox.Label className={styles.label}>{label}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput />
    </ArkCheckbox.Root>
  );
}
