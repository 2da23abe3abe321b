import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const dialog = defineSlotRecipe({
  className: 'dialog',
  slots: dialogAnatomy.keys(),
  base: {
    backdrop: { position: 'fixed', inset: '0', bg: 'rgba(28, 25, 23, 0.5)', zIndex: 'overlay' },
    positioner: {
      position: 'fixed',
      inset: '0',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
      zIndex: 'modal',
    },
    content: {
      bg: 'bg.surface',
      borderRadius: 'lg',
      boxShadow: 'lg',
      w: 'full',
      maxW: 'lg',
      maxH: 'calc(100dvh - 2rem)',
      overflowY: 'auto',
      p: '6',
      position: 'relative',
      _focusVisible: { outline: 'none' },
    },
    title: { fontSize: 'xl', fontWeight: 'bold', color: 'fg.default', pr: '8' },
    description: { color: 'fg.muted', mt: '2', fontSize: 'sm', lineHeight: '1.5' },
    closeTrigger: {
      position: 'absolute',
      top: '4',
      right: '4',
      w: '8',
      h: '8',
      borderRadius: 'sm',
      cursor: 'pointer',
      color: 'fg.muted',
      _hover: { bg: 'bg.muted' },
    },
  },
});
