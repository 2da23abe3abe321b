import { defineRecipe } from '@pandacss/dev';

/** Inline notices (unverified account, invalid link, preview banner). */
export const alert = defineRecipe({
  className: 'alert',
  base: { borderWidth: '1px', borderRadius: 'md', p: '4', fontSize: 'sm', lineHeight: '1.5' },
  variants: {
    tone: {
      info: { bg: 'accent.subtle', borderColor: 'accent.muted', color: 'fg.default' },
      success: { bg: 'success.subtle', borderColor: 'success.muted', color: 'success.emphasized' },
      warning: { bg: 'warning.subtle', borderColor: 'warning.muted', color: 'warning.default' },
      danger: { bg: 'danger.subtle', borderColor: 'danger.muted', color: 'danger.emphasized' },
    },
  },
  defaultVariants: { tone: 'info' },
});
