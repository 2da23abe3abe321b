import { tabsAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4' },
    list: {
      display: 'flex',
      gap: '1',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      overflowX: 'auto',
      position: 'relative',
    },
    trigger: {
      px: '3',
      py: '2',
      fontSize: 'sm',
      fontWeight: 'semibold',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      _selected: { color: 'accent.default', borderColor: 'accent.default' },
      _hover: { color: 'fg.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
    },
    content: { _focusVisible: { outline: 'none' } },
  },
});
