import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@shop/core/shared/errors';
import { compileTemplates } from '@shop/core/shared/message-templates';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readCatalogue, scanServer, scanSource, type FoundMessage } from '../../../../scripts/server-messages.js';
import { INTERNAL_VALUE_LISTS, SERVER_VALUES } from '../../../../web/src/components/ui/server-values.js';

/**
 * Every message the server can send has a translation in en-US, zh-HK and zh-CN (decision 0011).
 * The texts are read from the source (scripts/server-messages.ts), so a new
 * `ValidationError.field('x', 'New text')` anywhere fails here until the three server.json files
 * have it; `npx tsx scripts/server-messages.ts` prints the missing ones.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const LANGUAGES = ['en-US', 'zh-HK', 'zh-CN'] as const;
const SHARED = new Set<string>(Object.values(MESSAGES));

type Tree = { [key: string]: string | Tree };
const read = (language: string, file: string): Tree =>
  JSON.parse(readFileSync(join(ROOT, 'web/src/locales', language, `${file}.json`), 'utf8')) as Tree;
/** English keeps the texts of forms apart (`common-forms.json`, added to `common` when a form loads: web/src/locales/forms.ts). */
function lookup(language: string, key: string): string | undefined {
  const [ns, path] = key.split(':') as [string, string];
  const files = language === 'en-US' && ns === 'common' ? [ns, 'common-forms'] : [ns];
  for (const file of files) {
    let node: string | Tree | undefined = read(language, file);
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'string') return node;
  }
  return undefined;
}

const where = (list: FoundMessage[]) => list.map((m) => `${m.file}:${m.line}  ${m.text}`);

/** A text is translated when it is a shared text, a catalogue key, or (a literal) an instance of a catalogue template. */
function untranslatedIn(language: string, found: FoundMessage[]): FoundMessage[] {
  const catalogue = readCatalogue(language, ROOT);
  const match = compileTemplates(Object.keys(catalogue));
  return found.filter((m) => {
    if (SHARED.has(m.text) || m.text in catalogue) return false;
    return m.text.includes('{{') || !match(m.text);
  });
}

describe('server messages reach the user in their language', () => {
  const found = scanServer(ROOT);

  it('finds the messages of core and functions, template literals as {{placeholders}}', () => {
    const texts = new Set(found.map((m) => m.text));
    expect(texts.size).toBeGreaterThan(80);
    for (const text of [
      'The selected role does not exist.',
      'quantity_less_than_total',
      'Correction',
      'Product {{id}} still has stock; remove it first.',
      'Only a draft purchase order can be ordered; this one is {{status}}.',
      'Order this purchase order before receiving goods.',
      'Permission denied: {{permission}}',
      'May not be greater than {{max}} characters.',
    ]) {
      expect(texts, text).toContain(text);
    }
  });

  for (const language of LANGUAGES) {
    it(`${language}: every message text and key the server can send has a translation`, () => {
      expect(where(untranslatedIn(language, found))).toEqual([]);
    });
  }

  for (const language of LANGUAGES) {
    it(`${language}: every shared text (MESSAGES) has common:validation.<key>`, () => {
      const missing = Object.keys(MESSAGES).filter((key) => lookup(language, `common:validation.${key}`) === undefined);
      expect(missing).toEqual([]);
    });
  }

  it('the catalogue holds no text the server no longer sends', () => {
    const sent = new Set(found.map((m) => m.text));
    expect(Object.keys(readCatalogue('en-US', ROOT)).filter((key) => !sent.has(key))).toEqual([]);
  });

  it('a new message anywhere in core is found, whatever the way it is written', () => {
    const source = `
      export const WIDGET_MESSAGES = { busy: 'widget_busy_warning' } as const;
      const illegal = (message: string) => ValidationError.field('status', message);
      export function f(id: number) {
        if (id) throw ValidationError.field('x', 'New text');
        if (id > 1) throw new ConflictError(\`Widget \${id} is busy.\`);
        if (id > 2) throw new NotFoundError('Gone');
        if (id > 3) throw illegal('Order this first, then try again.');
        return z.string({ error: (iss) => (iss.input === undefined ? 'Odd' : 'even_key_here') });
      }
      console.log('Not a message at all');
      throw new Error('Internal detail only');
    `;
    const texts = scanSource('packages/core/src/widget/widget.ts', source).map((m) => m.text);
    expect(texts.sort()).toEqual(
      [
        'New text',
        'Widget {{id}} is busy.',
        'Gone',
        'Order this first, then try again.',
        'Odd',
        'even_key_here',
        'widget_busy_warning',
      ].sort(),
    );
    expect(
      untranslatedIn('zh-HK', scanSource('packages/core/src/x.ts', "throw ValidationError.field('x', 'New text');")).map((m) => m.text),
    ).toEqual(['New text']);
  });
});

describe('statuses, kinds and types are shown translated', () => {
  for (const set of SERVER_VALUES) {
    it(`every ${set.name} value has a text in en-US, zh-HK and zh-CN`, () => {
      const missing = LANGUAGES.flatMap((language) =>
        set.values.filter((v) => !lookup(language, set.key(v))).map((v) => `${language} ${set.key(v)}`),
      );
      expect(missing).toEqual([]);
    });
  }

  it('every value list exported by a core schema is either translated (SERVER_VALUES) or declared internal', () => {
    const lists: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.schema.ts')) {
          const sf = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
          for (const statement of sf.statements) {
            if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
            for (const d of statement.declarationList.declarations) {
              let init = d.initializer;
              while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init))) init = init.expression;
              if (ts.isIdentifier(d.name) && init && ts.isArrayLiteralExpression(init) && init.elements.every(ts.isStringLiteral))
                lists.push(d.name.text);
            }
          }
        }
      }
    };
    walk(join(ROOT, 'packages/core/src'));
    const known = new Set([...SERVER_VALUES.map((s) => s.name), ...INTERNAL_VALUE_LISTS]);
    expect(lists).toContain('PO_STATUSES');
    expect(lists.filter((name) => !known.has(name))).toEqual([]);
  });
});
