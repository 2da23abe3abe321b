import { selectAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { CONTROL_BOX, CONTROL_LABEL, CONTROL_ROOT, POPUP_ITEM, popupList } from './shared';

/** Ark Select: a trigger that looks like the text inputs, and a list that fits a phone. */
export const select = defineSlotRecipe({
  className: 'select',
  slots: selectAnatomy.keys(),
  base: {
    root: CONTROL_ROOT,
    label: CONTROL_LABEL,
    control: { position: 'relative' },
    trigger: {
      w: 'full',
      minH: '10',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      ...CONTROL_BOX,
      px: '3',
      textAlign: 'left',
      cursor: 'pointer',
      _disabled: { bg: 'bg.muted', cursor: 'not-allowed', color: 'fg.muted' },
      '&[data-invalid]': { borderColor: 'danger.default' },
      _open: { borderColor: 'accent.default' },
    },
    valueText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    indicator: {
      color: 'fg.muted',
      flexShrink: '0',
      transition: 'transform 0.15s',
      _open: { transform: 'rotate(180deg)' },
    },
    positioner: { zIndex: 'popover!' },
    content: popupList('20rem'),
    item: {
      ...POPUP_ITEM,
      justifyContent: 'space-between',
      gap: '2',
      px: '3',
      py: '2.5',
      minH: '11',
      _disabled: { color: 'fg.subtle', cursor: 'not-allowed' },
    },
    itemIndicator: { color: 'accent.default' },
  },
});
