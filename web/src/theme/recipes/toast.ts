import { toastAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { ICON_BUTTON } from './shared';

export const toast = defineSlotRecipe({
  className: 'toast',
  slots: toastAnatomy.keys(),
  base: {
    root: {
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderLeftWidth: '4px',
      borderRadius: 'md',
      boxShadow: 'lg',
      minW: '72',
      maxW: 'sm',
      p: '4',
      pr: '10',
      position: 'relative',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      transition: 'translate 400ms, scale 400ms, opacity 400ms',
      '&[data-type=error]': { borderLeftColor: 'danger.default' },
      '&[data-type=success]': { borderLeftColor: 'success.default' },
      '&[data-type=info]': { borderLeftColor: 'accent.default' },
    },
    title: { fontWeight: 'semibold', fontSize: 'sm', color: 'fg.default' },
    description: { fontSize: 'sm', color: 'fg.muted', mt: '1' },
    closeTrigger: {
      position: 'absolute',
      top: '2',
      right: '2',
      w: '7',
      h: '7',
      ...ICON_BUTTON,
    },
  },
});
