import { defineSemanticTokens, defineTokens } from '@pandacss/dev';

/** Raw scales; components use only the semantic tokens below (docs/house-style.md, rule 8). */
export const tokens = defineTokens({
  colors: {
    ember: {
      50: { value: '#fff7ed' },
      100: { value: '#ffedd5' },
      200: { value: '#fed7aa' },
      600: { value: '#c2410c' },
      700: { value: '#9a3412' },
      800: { value: '#7c2d12' },
    },
    stone: {
      50: { value: '#faf7f2' },
      100: { value: '#f5f5f4' },
      200: { value: '#e7e5e4' },
      300: { value: '#d6d3d1' },
      500: { value: '#78716c' },
      600: { value: '#57534e' },
      700: { value: '#44403c' },
      900: { value: '#1c1917' },
    },
    red: { 50: { value: '#fef2f2' }, 200: { value: '#fecaca' }, 700: { value: '#b91c1c' }, 800: { value: '#991b1b' } },
    green: {
      50: { value: '#f0fdf4' },
      200: { value: '#bbf7d0' },
      700: { value: '#15803d' },
      800: { value: '#166534' },
    },
    amber: { 50: { value: '#fffbeb' }, 200: { value: '#fde68a' }, 800: { value: '#92400e' } },
    white: { value: '#ffffff' },
  },
  fonts: {
    // Self-hosted (index.css), with a metric-matched local fallback so the swap does not move text.
    body: {
      value:
        '"Atkinson Hyperlegible Next Variable", "Atkinson Fallback", system-ui, -apple-system, "Segoe UI", Roboto, ' +
        'Arial, sans-serif',
    },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  },
  // Layers used by the header, the chat assistant, dialogs and toasts, lowest first.
  zIndex: {
    sticky: { value: 1100 },
    banner: { value: 1200 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    toast: { value: 1700 },
  },
  radii: { sm: { value: '4px' }, md: { value: '8px' }, lg: { value: '12px' }, full: { value: '9999px' } },
  shadows: {
    sm: { value: '0 1px 2px rgba(28, 25, 23, 0.06)' },
    md: { value: '0 4px 12px rgba(28, 25, 23, 0.10)' },
    lg: { value: '0 12px 32px rgba(28, 25, 23, 0.18)' },
  },
});

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.stone.50}' },
      surface: { value: '{colors.white}' },
      muted: { value: '{colors.stone.100}' },
      accentSubtle: { value: '{colors.ember.50}' },
    },
    fg: {
      default: { value: '{colors.stone.900}' },
      muted: { value: '{colors.stone.600}' },
      subtle: { value: '{colors.stone.500}' },
      onAccent: { value: '{colors.white}' },
    },
    border: {
      default: { value: '{colors.stone.200}' },
      strong: { value: '{colors.stone.300}' },
    },
    accent: {
      default: { value: '{colors.ember.700}' },
      emphasized: { value: '{colors.ember.800}' },
      subtle: { value: '{colors.ember.100}' },
      muted: { value: '{colors.ember.200}' },
    },
    danger: {
      default: { value: '{colors.red.700}' },
      emphasized: { value: '{colors.red.800}' },
      subtle: { value: '{colors.red.50}' },
      muted: { value: '{colors.red.200}' },
    },
    success: {
      default: { value: '{colors.green.700}' },
      emphasized: { value: '{colors.green.800}' },
      subtle: { value: '{colors.green.50}' },
      muted: { value: '{colors.green.200}' },
    },
    warning: {
      default: { value: '{colors.amber.800}' },
      subtle: { value: '{colors.amber.50}' },
      muted: { value: '{colors.amber.200}' },
    },
    focusRing: { value: '{colors.ember.600}' },
  },
});
