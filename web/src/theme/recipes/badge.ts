import { defineRecipe } from '@pandacss/dev';

export const badge = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: 'semibold',
    borderWidth: '1px',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.muted', color: 'fg.default', borderColor: 'border.default' },
      success: { bg: 'success.subtle', color: 'success.emphasized', borderColor: 'success.muted' },
      warning: { bg: 'warning.subtle', color: 'warning.default', borderColor: 'warning.muted' },
      danger: { bg: 'danger.subtle', color: 'danger.emphasized', borderColor: 'danger.muted' },
      accent: { bg: 'accent.subtle', color: 'accent.emphasized', borderColor: 'accent.muted' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
