import { accordionAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/** The Support page's FAQ (Ark Accordion: one item open at a time, arrow keys move between items). */
export const accordion = defineSlotRecipe({
  className: 'accordion',
  slots: accordionAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', borderTopWidth: '1px', borderColor: 'border.default' },
    item: { borderBottomWidth: '1px', borderColor: 'border.default', scrollMarginTop: '20' },
    itemTrigger: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      w: 'full',
      py: '4',
      px: '1',
      textAlign: 'left',
      fontWeight: 'semibold',
      fontSize: 'md',
      color: 'fg.default',
      cursor: 'pointer',
      _hover: { color: 'accent.default' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px', borderRadius: 'sm' },
    },
    itemIndicator: {
      flexShrink: '0',
      color: 'fg.muted',
      transition: 'transform 0.2s',
      _open: { transform: 'rotate(180deg)' },
    },
    itemContent: {
      px: '1',
      pb: '4',
      color: 'fg.default',
      lineHeight: '1.6',
      display: 'grid',
      gap: '3',
      _closed: { display: 'none' },
    },
  },
});
