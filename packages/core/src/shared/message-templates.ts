/**
 * Matches a message the server sent against a catalogue of English texts whose variable parts are
 * written `{{name}}` ("Product {{id}} still has stock; remove it first."). The SPA uses it to find
 * the translation of a server message and the values to put into it; the message-catalogue test
 * uses it to tell whether a text in the server's source has a translation (decision 0011).
 * Plain TypeScript, no imports, so the web bundle can use it.
 */
export interface TemplateMatch {
  /** The catalogue text that matched. */
  key: string;
  /** The parts the message filled in, by placeholder name. */
  params: Record<string, string>;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Compiled {
  key: string;
  names: string[];
  pattern: RegExp;
  /** Characters of fixed text: the more, the more specific the template. */
  weight: number;
}

function compile(key: string): Compiled | undefined {
  const names = [...key.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
  if (names.length === 0) return undefined;
  const parts = key.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
  const pattern = new RegExp(`^${parts.map(escape).join('([\\s\\S]+?)')}$`);
  return { key, names, pattern, weight: parts.join('').length };
}

export type MessageMatcher = (message: string) => TemplateMatch | undefined;

/** A matcher over the given catalogue keys: exact texts first, then the most specific template. */
export function compileTemplates(keys: Iterable<string>): MessageMatcher {
  const exact = new Set<string>();
  const templates: Compiled[] = [];
  for (const key of keys) {
    const compiled = compile(key);
    if (compiled) templates.push(compiled);
    else exact.add(key);
  }
  templates.sort((a, b) => b.weight - a.weight);
  return (message) => {
    if (exact.has(message)) return { key: message, params: {} };
    for (const template of templates) {
      const match = template.pattern.exec(message);
      if (!match) continue;
      const params: Record<string, string> = {};
      template.names.forEach((name, i) => (params[name] = match[i + 1] ?? ''));
      return { key: template.key, params };
    }
    return undefined;
  };
}
