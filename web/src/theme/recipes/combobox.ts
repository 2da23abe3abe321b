import { comboboxAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { CONTROL_BOX, CONTROL_LABEL, CONTROL_ROOT, ICON_BUTTON, POPUP_ITEM, popupList } from './shared';

/** Ark Combobox, as the survey-time picker: type a time or pick one from the list. */
export const combobox = defineSlotRecipe({
  className: 'combobox',
  slots: comboboxAnatomy.keys(),
  base: {
    root: CONTROL_ROOT,
    label: CONTROL_LABEL,
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    input: {
      w: 'full',
      h: '10',
      ...CONTROL_BOX,
      pl: '3',
      pr: '11',
      fontVariantNumeric: 'tabular-nums',
      '&[data-invalid]': { borderColor: 'danger.default' },
    },
    trigger: {
      position: 'absolute',
      right: '1',
      w: '9',
      h: '8',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      ...ICON_BUTTON,
    },
    positioner: { zIndex: 'popover!' },
    content: popupList('16rem'),
    item: {
      ...POPUP_ITEM,
      px: '3',
      py: '2',
      minH: '10',
      fontVariantNumeric: 'tabular-nums',
    },
  },
});
