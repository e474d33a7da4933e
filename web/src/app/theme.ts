import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * Chakra's default system with colours that meet WCAG AA (4.5:1): the default error red (red.500)
 * is 3.8:1 on white, so error, warning and success texts use the 700 shades (300 in dark mode); and
 * solid buttons (white text) use the 700 shades, which stay above 4.5:1 even at their 90 % hover
 * tint. Checked by the axe browser test (e2e/a11y.spec.ts).
 */
const solid = (palette: string) => ({ solid: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.700}` } } });

const config = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        border: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
        },
        blue: solid('blue'),
        red: solid('red'),
        green: solid('green'),
        orange: solid('orange'),
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
