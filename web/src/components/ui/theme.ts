import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default look, built from its parts instead of `defaultConfig` / `defaultSystem`, which
 * carry the recipes of all ~80 components (decision 0020). The keys are the ones Chakra's components
 * look their recipe up by; a component whose recipe is missing renders unstyled, so a new Chakra
 * component in web/src needs its recipe here (`recipes.test.ts` checks the list against the imports).
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe, // Button, IconButton, CloseButton
  code: codeRecipe,
  heading: headingRecipe,
  icon: iconRecipe, // the indicators' built-in icons (select chevron, alert, breadcrumb)
  input: inputRecipe,
  link: linkRecipe,
  checkmark: checkmarkRecipe, // Checkbox.Indicator
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe, // Spinner, Button's loading state
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  combobox: comboboxSlotRecipe, // RemoteCombobox (decision 0021)
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe, // checkout's address and shipping choices
  segmentGroup: segmentGroupSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe, // the configuration screen's tabs
  toast: toastSlotRecipe,
};

/**
 * The colour palettes web/src draws with (`colorPalette`, `red.700`…); Chakra's others (yellow, teal,
 * cyan, pink) are left out of the tokens, so the page does not build and carry CSS variables for them
 * (making the system is most of the entry's start-up work, decision 0020). `recipes.test.ts` fails
 * when web/src names a palette that is not here.
 */
export const PALETTES = ['gray', 'red', 'orange', 'green', 'blue', 'purple'] as const;
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * Staff's rich text as shoppers see it (pages, blocks, articles, product descriptions): the preflight
 * resets lists, headings and quotes to plain text, so `.rich-text` gives them back their look.
 */
const richTextCss = {
  '.rich-text :where(p, ul, ol, blockquote, h1, h2, h3, h4, hr, img)': { marginBlock: '0.6em' },
  '.rich-text :where(ul)': { listStyleType: 'disc', paddingInlineStart: '1.5em' },
  '.rich-text :where(ol)': { listStyleType: 'decimal', paddingInlineStart: '1.5em' },
  '.rich-text :where(h1)': { fontSize: '2xl', fontWeight: 'semibold' },
  '.rich-text :where(h2)': { fontSize: 'xl', fontWeight: 'semibold' },
  '.rich-text :where(h3, h4)': { fontSize: 'lg', fontWeight: 'semibold' },
  '.rich-text :where(blockquote)': { borderInlineStartWidth: '3px', paddingInlineStart: '0.75em', color: 'fg.muted' },
  '.rich-text :where(a)': { color: 'blue.fg', textDecoration: 'underline' },
  '.rich-text :where(img)': { maxWidth: '100%', height: 'auto' },
  '.rich-text :where(hr)': { borderColor: 'border' },
} as const;

/** Chakra's default theme (tokens, global CSS, text and layer styles) with only the recipes above. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: { ...globalCss, ...richTextCss },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * Colours that meet WCAG AA (4.5:1): the default error red (red.500) is 3.8:1 on white, so error,
 * warning and success texts use the 700 shades (300 in dark mode); and solid buttons (white text)
 * use the 700 shades, which stay above 4.5:1 even at their 90 % hover tint. Checked by the axe
 * browser test (e2e/a11y.spec.ts).
 */
const solid = (palette: string) => ({ solid: { value: { _light: `{colors.${palette}.700}`, _dark: `{colors.${palette}.700}` } } });

const accessibleColours = defineConfig({
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

let made: ReturnType<typeof createSystem> | undefined;

/**
 * The Chakra system, made on first use. Making it is the largest single piece of the entry's work
 * (~80 ms on a phone-class CPU: token dictionary, CSS variables, global styles); main.tsx makes it in
 * a task of its own, between loading the code and the first render, so no one task blocks the page
 * for all three (Lighthouse's blocking time, decision 0020).
 */
export function getSystem(): ReturnType<typeof createSystem> {
  made ??= createSystem(defaultBaseConfig, chakraTheme, accessibleColours);
  return made;
}
