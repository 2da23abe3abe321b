import { checkboxAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  slots: checkboxAnatomy.keys(),
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer' },
    control: {
      w: '5',
      h: '5',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'sm',
      bg: 'bg.surface',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      color: 'fg.onAccent',
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      '[data-focus-visible] &': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    label: { fontSize: 'sm', color: 'fg.default' },
  },
});
