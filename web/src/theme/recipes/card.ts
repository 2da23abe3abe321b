import { defineRecipe } from '@pandacss/dev';

export const card = defineRecipe({
  className: 'card',
  base: {
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'lg',
    boxShadow: 'sm',
  },
  variants: {
    padding: { none: {}, md: { p: { base: '4', md: '6' } }, lg: { p: { base: '6', md: '8' } } },
  },
  defaultVariants: { padding: 'md' },
});
