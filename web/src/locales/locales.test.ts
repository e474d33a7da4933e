import { PERMISSION_GROUPS } from '@shop/core/access/permissions';
import { MESSAGES } from '@shop/core/shared/errors';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '../lib/languages';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts'], { eager: true, query: '?raw', import: 'default' });

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** language → `namespace:key` → text */
const catalogue = new Map<string, Map<string, string>>();
for (const [path, tree] of Object.entries(files)) {
  const [, language, file] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !file) continue;
  const keys = catalogue.get(language) ?? new Map<string, string>();
  // A namespace may be split in files loaded at different times (`common-forms.json` is `common`).
  const namespace = file.replace(/-[a-z]+$/, '');
  for (const [key, text] of flatten(tree)) keys.set(`${namespace}:${key}`, text);
  catalogue.set(language, keys);
}

const english = catalogue.get('en-US') ?? new Map<string, string>();
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('locales', () => {
  it('has a catalogue for every interface language and nothing else', () => {
    expect([...catalogue.keys()].sort()).toEqual([...UI_LANGUAGES].sort());
  });

  for (const language of UI_LANGUAGES.filter((l) => l !== 'en-US')) {
    it(`${language} has every en-US key and no key en-US lacks`, () => {
      const keys = catalogue.get(language) ?? new Map<string, string>();
      const missing = [...english.keys()].filter((key) => !keys.has(key));
      const extra = [...keys.keys()].filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it(`${language} uses the same {{placeholders}} as en-US`, () => {
      const keys = catalogue.get(language) ?? new Map<string, string>();
      const differing = [...english.entries()]
        .filter(([key, text]) => keys.has(key) && placeholders(text).join() !== placeholders(keys.get(key) ?? '').join())
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });
  }

  it('has no empty texts', () => {
    const empty = [...catalogue.entries()].flatMap(([language, keys]) =>
      [...keys.entries()].filter(([, text]) => text.trim() === '').map(([key]) => `${language} ${key}`),
    );
    expect(empty).toEqual([]);
  });

  it('defines every key the source names literally', () => {
    const used = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const match of text.matchAll(/['"`]((?:common|admin|store):[A-Za-z0-9_.-]+)['"`]/g)) used.add(match[1] as string);
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
  });

  it('translates every shared validation message, permission group and extra permission', () => {
    const wanted = [
      ...Object.keys(MESSAGES).map((key) => `common:validation.${key}`),
      ...PERMISSION_GROUPS.map((group) => `admin:permissions.groups.${group.key}`),
      ...PERMISSION_GROUPS.flatMap((group) => (group.extra ?? []).map((p) => `admin:permissions.extra.${p.replace(' ', '_')}`)),
      ...UI_LANGUAGES.map((language) => `common:interfaceLanguages.${language}`),
    ];
    expect(wanted.filter((key) => !english.has(key))).toEqual([]);
  });

  it('has every module that names an English text kept out of the first script bring that text with it', () => {
    /** `store` keys kept out of the first script → the file (`store-<part>.json`) that holds them. */
    const parts = new Map<string, string>();
    for (const [path, tree] of Object.entries(files)) {
      const part = /^\.\/en-US\/(store-[a-z]+)\.json$/.exec(path)?.[1];
      if (part) for (const key of Object.keys(tree)) parts.set(key, part);
    }
    expect(parts.size).toBeGreaterThan(5);
    const missing: string[] = [];
    for (const [path, text] of Object.entries(sources)) {
      for (const [key, part] of parts) {
        if (text.includes(`store:${key}.`) && !(text.includes(`/${part}.json'`) && text.includes('addPageTexts('))) {
          missing.push(`${path}: store:${key} (${part}.json)`);
        }
      }
      if (
        /common:(validation|import|editor|upload|list|combobox)\./.test(text) &&
        !/addFormTexts|messages'|components\/resource|\/admin\//.test(`${path}\n${text}`)
      ) {
        missing.push(`${path}: a form text`);
      }
    }
    expect(missing).toEqual([]);
  });
});
