import { describe, expect, it } from 'vitest';
import { getSystem, PALETTES } from '../components/ui/theme';

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { eager: true, query: '?raw', import: 'default' });

/**
 * The recipe each Chakra export that web/src imports is drawn with (null: none, a layout box or a
 * function). Chakra's components look their recipe up by key at render time; the system has only the
 * recipes listed in theme.ts, and a component whose recipe is missing renders unstyled. So a Chakra
 * export new to web/src fails this test until it is entered here and, if it has one, its recipe is in
 * theme.ts. (The keys are those of Chakra's `create(Slot)RecipeContext({ key })` calls.)
 */
const RECIPE: Record<string, string | null> = {
  Alert: 'alert',
  Badge: 'badge',
  Box: null,
  Breadcrumb: 'breadcrumb',
  Button: 'button',
  Card: 'card',
  Center: null,
  ChakraProvider: null,
  Checkbox: 'checkbox', // its indicator is a Checkmark
  CloseButton: 'button',
  Code: 'code',
  Combobox: 'combobox',
  Dialog: 'dialog',
  Drawer: 'drawer',
  EmptyState: 'emptyState',
  Field: 'field',
  Fieldset: 'fieldset',
  Flex: null,
  Grid: null,
  GridItem: null,
  HStack: null,
  Heading: 'heading',
  IconButton: 'button',
  Image: null,
  Input: 'input',
  Link: 'link',
  LinkBox: null,
  LinkOverlay: null,
  NativeSelect: 'nativeSelect', // its indicator is an icon
  Portal: null,
  Progress: 'progress',
  RadioGroup: 'radioGroup',
  SegmentGroup: 'segmentGroup',
  SimpleGrid: null,
  Skeleton: 'skeleton',
  SkeletonText: 'skeleton',
  Spinner: 'spinner',
  Stack: null,
  Stat: 'stat',
  Switch: 'switch',
  Table: 'table',
  Tabs: 'tabs',
  Text: null,
  Textarea: 'textarea',
  Toast: 'toast',
  Toaster: 'toast',
  VStack: null,
  Wrap: null,
  chakra: null,
  createListCollection: null,
  createSystem: null,
  createToaster: null,
  defaultBaseConfig: null,
  defineConfig: null,
};

/** Recipes the components above use inside themselves. */
const INNER = ['checkmark', 'icon', 'spinner', 'button'];

function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      if (match[1]) continue;
      for (const part of (match[2] ?? '').split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name && !part.trim().startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

const hasRecipe = (key: string) => getSystem().isRecipe(key) || getSystem().isSlotRecipe(key);

describe('the Chakra system (components/ui/theme.ts)', () => {
  it('knows the recipe of every Chakra export web/src imports', () => {
    const unknown = [...chakraImports()].filter((name) => !(name in RECIPE));
    expect(unknown, 'enter them in RECIPE above, and their recipes in theme.ts').toEqual([]);
  });

  it('has every recipe those components are drawn with', () => {
    const used = [...chakraImports()].map((name) => RECIPE[name]).filter((key): key is string => Boolean(key));
    expect([...new Set([...used, ...INNER])].filter((key) => !hasRecipe(key))).toEqual([]);
  });

  it('has every colour palette web/src names, and no other', () => {
    const named = new Set<string>();
    const palette = /\b(gray|red|orange|yellow|green|teal|blue|cyan|purple|pink)(?=\.\d{2,3}\b|['"`])/g;
    // theme.ts names the palettes it leaves out; every other file names only what it draws with.
    const drawing = Object.entries(sources).filter(([file]) => !/\/components\/ui\/theme\.ts$/.test(file));
    for (const [, source] of drawing) for (const [, name] of source.matchAll(palette)) named.add(name!);
    expect([...named].filter((name) => !(PALETTES as readonly string[]).includes(name))).toEqual([]);
    for (const name of PALETTES) expect(getSystem().token(`colors.${name}.500`), name).toMatch(/^#/);
    expect(getSystem().token('colors.teal.500', 'none')).toBe('none');
  });

  it("is not Chakra's whole theme", () => {
    expect(hasRecipe('accordion') || hasRecipe('datePicker') || hasRecipe('colorPicker')).toBe(false);
  });
});
