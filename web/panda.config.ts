import { defineConfig } from '@pandacss/dev';
import { accordion } from './src/theme/recipes/accordion';
import { alert } from './src/theme/recipes/alert';
import { badge } from './src/theme/recipes/badge';
import { button } from './src/theme/recipes/button';
import { card } from './src/theme/recipes/card';
import { chat } from './src/theme/recipes/chat';
import { checkbox } from './src/theme/recipes/checkbox';
import { combobox } from './src/theme/recipes/combobox';
import { dialog } from './src/theme/recipes/dialog';
import { field } from './src/theme/recipes/field';
import { input } from './src/theme/recipes/input';
import { select } from './src/theme/recipes/select';
import { slider } from './src/theme/recipes/slider';
import { tabs } from './src/theme/recipes/tabs';
import { toast } from './src/theme/recipes/toast';
import { semanticTokens, tokens } from './src/theme/tokens';

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  jsxFramework: 'react',
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg.default', fontFamily: 'body', lineHeight: '1.5' },
    // Underlined, so links in running text do not rely on colour alone (WCAG 1.4.1).
    a: { color: 'accent.default', textDecoration: 'underline', textUnderlineOffset: '2px' },
    '*:focus-visible': { outlineColor: 'focusRing' },
  },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      recipes: { button, input, card, badge, alert },
      slotRecipes: { toast, dialog, tabs, checkbox, field, accordion, chat, select, combobox, slider },
    },
  },
});
