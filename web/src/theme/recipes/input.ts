import { defineRecipe } from '@pandacss/dev';
import { CONTROL_BOX } from './shared';

/** Text inputs, selects and text areas share one look. */
export const input = defineRecipe({
  className: 'input',
  base: {
    width: '100%',
    ...CONTROL_BOX,
    px: '3',
    _placeholder: { color: 'fg.subtle' },
    // Only Ark's invalid state (after validation), not the browser's :invalid on empty required fields.
    '&[data-invalid], &[aria-invalid=true]': { borderColor: 'danger.default' },
    _disabled: { bg: 'bg.muted', cursor: 'not-allowed' },
  },
  variants: {
    kind: {
      line: { h: '10' },
      area: { py: '2', minH: '24', resize: 'vertical', lineHeight: '1.5' },
    },
  },
  defaultVariants: { kind: 'line' },
});
