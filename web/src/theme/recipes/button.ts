import { defineRecipe } from '@pandacss/dev';

export const button = defineRecipe({
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: 'background 0.15s, border-color 0.15s',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'accent.default', color: 'fg.onAccent', _hover: { _enabled: { bg: 'accent.emphasized' } } },
      outline: {
        bg: 'bg.surface',
        color: 'fg.default',
        borderColor: 'border.strong',
        _hover: { _enabled: { bg: 'bg.muted' } },
      },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { _enabled: { bg: 'bg.muted' } } },
      danger: { bg: 'danger.default', color: 'fg.onAccent', _hover: { _enabled: { bg: 'danger.emphasized' } } },
      link: {
        bg: 'transparent',
        color: 'accent.default',
        px: '0!',
        textDecoration: 'underline',
        _hover: { color: 'accent.emphasized' },
      },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: 'sm' },
      md: { h: '10', px: '4', fontSize: 'sm' },
      lg: { h: '12', px: '6', fontSize: 'md' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
