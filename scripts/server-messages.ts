/**
 * Finds every message text the server can send, by reading the source of packages/core/src and
 * packages/functions/src with the TypeScript parser (decision 0011). The SPA translates those
 * texts with `web/src/locales/<language>/server.json` (keyed by the English text, `{{name}}` for
 * the parts a template literal fills in) or, for the spec's shared texts in `MESSAGES`, with
 * `common:validation.<key>`; `packages/functions/src/api/server-messages.test.ts` fails on any text
 * that has neither.
 *
 * What counts as a message:
 * - anything written at a message site: the arguments of `new XxxError(…)` (not a bare `Error`,
 *   which the API answers as "Internal error"), the message of `XxxError.field(name, message)`,
 *   and the values of `error:`, `message:` and `messages:` properties (zod options, `addIssue`,
 *   `c.json({ messages })`), looking through conditionals, arrays, objects and arrow bodies;
 * - the values of constants named `…MESSAGES` or `…_MESSAGE`, and capitalised word strings held
 *   by other SCREAMING_CASE constants (`DEFAULT_REASON = 'Correction'`);
 * - any other string or template literal that reads as prose (starts with a capital letter, or
 *   with a `${…}` part, and has at least two words), wherever it is: messages passed through
 *   helpers (`illegal('Order this purchase order before …')`) are found this way.
 *
 * Not messages: console and `new Error(…)` arguments, OpenAPI `doc(…)` summaries, DynamoDB
 * expressions, mail subjects and bodies, type positions, and the files in `SKIPPED_FILES`.
 *
 * `npx tsx scripts/server-messages.ts` lists the texts that have no translation yet, as JSON to
 * paste into the three server.json files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export interface FoundMessage {
  /** The English text; a template literal's `${…}` parts become `{{name}}`. */
  text: string;
  file: string;
  line: number;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIRS = ['packages/core/src', 'packages/functions/src'];

/**
 * Never answered to the SPA: the local stand-ins, test helpers, seed data and mail texts, and the
 * storefront's page answers (`render/`: HTML, or a plain status line a browser shows as the page).
 */
export const SKIPPED_FILES: readonly RegExp[] = [
  /\.test\.ts$/,
  /(^|\/)functions\/src\/local\//,
  /(^|\/)functions\/src\/render\//,
  /testing(\.ts|\/)/,
  /(^|\/)core\/src\/seed(-[a-z]+)?\.ts$/,
  /(^|\/)core\/src\/[a-z]+\/[a-z]+-mail\.ts$/,
  /(^|\/)core\/src\/mail\//,
  /(^|\/)functions\/src\/subscribers\//,
  /(^|\/)functions\/src\/api\/openapi\.ts$/,
];

const MESSAGE_PROPERTIES = new Set(['error', 'message', 'messages']);
/** Properties holding documentation or mail content rather than an answer. */
const NOT_MESSAGE_PROPERTIES = new Set(['summary', 'tag', 'description', 'subject', 'text', 'html', 'type']);
const NOT_MESSAGE_CALLS = new Set(['describe', 'doc', 'Scalar', 'sendMail']);
const DYNAMO_EXPRESSION = /^(SET|ADD|DELETE|REMOVE) [#:A-Za-z_]/;

/** The typed errors of core/shared/errors.ts; `scanServer` adds every class that extends one of them. */
export const DOMAIN_ERRORS: readonly string[] = [
  'DomainError',
  'ValidationError',
  'NotFoundError',
  'ConflictError',
  'UnauthorizedError',
  'ForbiddenError',
  'TooManyRequestsError',
  'PayloadTooLargeError',
];

function calleeName(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return undefined;
}

function rootIdentifier(expression: ts.Expression): string | undefined {
  let current: ts.Expression = expression;
  for (;;) {
    if (ts.isIdentifier(current)) return current.text;
    if (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) current = current.expression;
    else if (ts.isCallExpression(current)) current = current.expression;
    else if (ts.isNonNullExpression(current) || ts.isParenthesizedExpression(current) || ts.isAsExpression(current))
      current = current.expression;
    else return undefined;
  }
}

/** A readable placeholder name for a `${…}` part: `${id}` → id, `${po.status}` → status, `${rows.length}` → count. */
export function placeholderName(expression: ts.Expression): string {
  let e = expression;
  while (ts.isNonNullExpression(e) || ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) e = e.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e)) return e.name.text === 'length' ? 'count' : e.name.text;
  if (ts.isCallExpression(e)) {
    if (ts.isIdentifier(e.expression)) return e.expression.text;
    return rootIdentifier(e.expression) ?? 'value';
  }
  return 'value';
}

/** The text of a string or template literal, `${…}` parts as `{{name}}` (names made unique). */
export function templateText(node: ts.TemplateExpression): string {
  const used = new Map<string, number>();
  let text = node.head.text;
  for (const span of node.templateSpans) {
    const base = placeholderName(span.expression);
    const seen = (used.get(base) ?? 0) + 1;
    used.set(base, seen);
    text += `{{${seen === 1 ? base : `${base}${seen}`}}}${span.literal.text}`;
  }
  return text;
}

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return templateText(node);
  return undefined;
}

/** Reads as a sentence: a capital letter (or a `{{…}}` part) first, and at least two words. */
export function isProse(text: string): boolean {
  const trimmed = text.trim();
  if (!/^(\{\{\w+\}\}\s*)?[A-Z]/.test(trimmed)) return false;
  if (DYNAMO_EXPRESSION.test(trimmed)) return false;
  const words = trimmed.replace(/\{\{\w+\}\}/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
  // A DynamoDB condition built from ElectroDB's `op` parts: `${op.eq(…)} AND (${op.lt(…)} OR …)`.
  if (words.every((w) => /^(AND|OR|NOT)$/.test(w))) return false;
  return words.length >= 2 && /\s/.test(trimmed);
}

/** Every literal an expression can evaluate to (through conditionals, arrays, objects, arrow bodies). */
function literalsOf(node: ts.Node, out: ts.Node[] = []): ts.Node[] {
  if (literalText(node) !== undefined) {
    out.push(node);
    return out;
  }
  if (ts.isConditionalExpression(node)) {
    literalsOf(node.whenTrue, out);
    literalsOf(node.whenFalse, out);
  } else if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.BarBarToken || node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
  ) {
    literalsOf(node.left, out);
    literalsOf(node.right, out);
  } else if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node)
  ) {
    literalsOf(node.expression, out);
  } else if (ts.isArrayLiteralExpression(node)) {
    for (const element of node.elements) literalsOf(element, out);
  } else if (ts.isObjectLiteralExpression(node)) {
    for (const property of node.properties) if (ts.isPropertyAssignment(property)) literalsOf(property.initializer, out);
  } else if (ts.isArrowFunction(node)) {
    if (ts.isBlock(node.body)) {
      const visit = (n: ts.Node): void => {
        if (ts.isReturnStatement(n) && n.expression) literalsOf(n.expression, out);
        else if (!ts.isFunctionLike(n)) ts.forEachChild(n, visit);
      };
      visit(node.body);
    } else literalsOf(node.body, out);
  }
  return out;
}

function propertyName(node: ts.PropertyAssignment): string | undefined {
  const name = node.name;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/** Literals at message sites: collected whatever they look like (a single word, a message key). */
function messageSiteLiterals(node: ts.Node, errors: ReadonlySet<string>): ts.Node[] {
  if (ts.isNewExpression(node)) {
    const name = calleeName(node.expression);
    if (name && errors.has(name)) return (node.arguments ?? []).flatMap((a) => literalsOf(a));
  }
  // `ValidationError.field(name, message)`; other factories (`ConflictError.unique(field)`) take
  // field names and build their text where they are declared.
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'field') {
    const owner = calleeName(node.expression.expression);
    if (owner && errors.has(owner)) return node.arguments.slice(1).flatMap((a) => literalsOf(a));
  }
  if (ts.isPropertyAssignment(node)) {
    const name = propertyName(node);
    if (name && MESSAGE_PROPERTIES.has(name)) return literalsOf(node.initializer);
  }
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
    const name = node.name.text;
    if (/MESSAGES?$/.test(name)) return literalsOf(node.initializer);
    // SCREAMING_CASE constants holding a capitalised word or phrase: reasons, labels.
    if (/^[A-Z][A-Z0-9_]*$/.test(name)) {
      const text = literalText(node.initializer);
      if (text !== undefined && /^[A-Z][a-z]{2,}/.test(text)) return [node.initializer];
    }
  }
  return [];
}

/** Inside a part of the code that never answers a client. */
function excluded(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isTypeNode(current) || ts.isImportDeclaration(current) || ts.isExportDeclaration(current)) return true;
    if (ts.isPropertyAssignment(current)) {
      const name = propertyName(current);
      if (name && (NOT_MESSAGE_PROPERTIES.has(name) || /Expression$/.test(name))) return true;
    }
    if (ts.isCallExpression(current)) {
      const callee = current.expression;
      if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'console') return true;
      const name = calleeName(callee);
      if (name && NOT_MESSAGE_CALLS.has(name)) return true;
    }
    if (ts.isNewExpression(current) && calleeName(current.expression) === 'Error') return true;
  }
  return false;
}

/** A template nested in another template's `${…}` is part of that message, not one of its own. */
function nestedInTemplate(node: ts.Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isTemplateSpan(current)) return true;
    if (ts.isStatement(current)) return false;
  }
  return false;
}

const parse = (file: string, source: string) => ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

/** Classes that extend one of `known`, directly or through each other. */
export function errorClasses(sources: ts.SourceFile[], known: readonly string[] = DOMAIN_ERRORS): Set<string> {
  const parents = new Map<string, string>();
  for (const sf of sources) {
    const visit = (node: ts.Node): void => {
      if (ts.isClassDeclaration(node) && node.name) {
        const parent = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
        if (parent && ts.isIdentifier(parent)) parents.set(node.name.text, parent.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  const result = new Set(known);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [name, parent] of parents) {
      if (!result.has(name) && result.has(parent)) {
        result.add(name);
        grew = true;
      }
    }
  }
  return result;
}

export function scanSource(
  file: string,
  source: string | ts.SourceFile,
  errors: ReadonlySet<string> = new Set(DOMAIN_ERRORS),
): FoundMessage[] {
  const sf = typeof source === 'string' ? parse(file, source) : source;
  const found: FoundMessage[] = [];
  const seen = new Set<ts.Node>();
  const add = (node: ts.Node) => {
    const text = literalText(node);
    if (text === undefined || text.trim() === '' || seen.has(node) || excluded(node) || nestedInTemplate(node)) return;
    seen.add(node);
    found.push({ text, file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 });
  };
  const visit = (node: ts.Node): void => {
    for (const literal of messageSiteLiterals(node, errors)) add(literal);
    const text = literalText(node);
    if (text !== undefined && isProse(text)) add(node);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (path.endsWith('.ts') && !path.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** Every message text in the server's source, with where it is written. */
export function scanServer(root = ROOT): FoundMessage[] {
  const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(root, dir)))
    .map((path) => relative(root, path).split(sep).join('/'))
    .filter((file) => !SKIPPED_FILES.some((pattern) => pattern.test(file)))
    .map((file) => parse(file, readFileSync(join(root, file), 'utf8')));
  const errors = errorClasses(files);
  return files.flatMap((sf) => scanSource(sf.fileName, sf, errors));
}

/** The server.json catalogue of one language. */
export function readCatalogue(language: string, root = ROOT): Record<string, string> {
  return JSON.parse(readFileSync(join(root, 'web/src/locales', language, 'server.json'), 'utf8')) as Record<string, string>;
}

/** Texts with no translation: neither a `MESSAGES` text nor a server.json key. */
export function untranslated(found: FoundMessage[], shared: readonly string[], catalogue: Record<string, string>): FoundMessage[] {
  const known = new Set([...shared, ...Object.keys(catalogue)]);
  return found.filter((m) => !known.has(m.text));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { MESSAGES } = await import('../packages/core/src/shared/errors.js');
  const missing = untranslated(scanServer(), Object.values(MESSAGES), readCatalogue('en-US'));
  const texts = [...new Set(missing.map((m) => m.text))];
  for (const m of missing) console.error(`${m.file}:${m.line}  ${m.text}`);
  console.log(JSON.stringify(Object.fromEntries(texts.map((t) => [t, t])), null, 2));
}
