import { css } from 'styled-system/css';

/**
 * The hidden `website` field (docs/product-rules.md): off screen and out of the tab order and the accessibility
 * tree, so people never meet it; form-filling bots do, and their request is quietly dropped.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <div
      aria-hidden="true"
      className={css({ position: 'absolute', left: '-10000px', top: 'auto', w: '1px', h: '1px', overflow: 'hidden' })}
    >
      <label>
        Website (leave this empty)
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
