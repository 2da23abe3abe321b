import { sliderAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/** The check-in's 1–10 slider: a thick track, a thumb large enough for a thumb, a tick for every value. */
export const slider = defineSlotRecipe({
  className: 'slider',
  slots: sliderAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', w: 'full', touchAction: 'none' },
    control: { position: 'relative', display: 'flex', alignItems: 'center', h: '12', mx: '4' },
    track: { flex: '1', h: '3', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' },
    range: { h: 'full', bg: 'accent.default' },
    thumb: {
      w: '8',
      h: '8',
      bg: 'bg.surface',
      borderWidth: '3px',
      borderColor: 'accent.default',
      borderRadius: 'full',
      boxShadow: 'md',
      cursor: 'grab',
      _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      _dragging: { cursor: 'grabbing' },
    },
    markerGroup: { position: 'relative', h: '7', mx: '4' },
    marker: {
      fontSize: 'sm',
      color: 'fg.muted',
      fontVariantNumeric: 'tabular-nums',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      '&::before': { content: '""', w: '0.5', h: '1.5', bg: 'border.strong', mb: '0.5' },
      '&[data-state=at-value]': { color: 'accent.emphasized', fontWeight: 'bold' },
    },
  },
});
