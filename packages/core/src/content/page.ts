import { holdsAll, type Grantor } from '../access/grants.js';
import { PAGE_SCRIPTS_PERMISSION } from './content.permissions.js';
import { PagePaths, pagesChanged } from '../events/storefront.js';
import { Files, newImages } from '../files/files.js';
import { env } from '../shared/env.js';
import { ForbiddenError, ValidationError } from '../shared/errors.js';
import { filePath } from '../shared/files.js';
import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import type { ListQuery, Options, OptionsQuery, Page as ListPage } from '../shared/paging.js';
import { scriptOrigins } from '../shared/security-headers.js';
import { UrlHistory } from '../shared/url-history.js';
import { Menu } from './menu.js';
import type { PageRecord } from './page.entity.js';
import { PAGE_SCRIPT_FIELDS, pageFields, scriptLines, type PageInfo, type PageInput, type PageRow, type StorePage } from './page.schema.js';
import { pageLinks, pageStore, sitemapPages, storefrontPages } from './page.store.js';

/**
 * Static pages (spec section 3): per-language texts with the main language as fallback, a unique
 * url, css and scripts only staff holding `update page_scripts` may change, and the storefront's
 * read by url (decision 0033).
 */

export const SCRIPTS_FORBIDDEN = 'Only staff allowed to edit page scripts may change the css or scripts of a page.';

function toInfo(record: PageRecord, language: string): PageInfo {
  return {
    id: record.id,
    ...pageFields.present(record, language),
    image_path: filePath(record.image),
    language,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

function toRow(record: PageRecord, language: string): PageRow {
  const { title } = pageFields.present(record, language);
  return {
    id: record.id,
    title,
    url: record.url,
    enabled: record.enabled,
    language,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

function toStore(record: PageRecord, language: string): StorePage {
  const info = pageFields.present(record, language);
  return {
    id: record.id,
    url: record.url,
    title: info.title,
    short_description: info.short_description,
    content: info.content,
    meta_title: info.meta_title,
    meta_description: info.meta_description,
    css: record.css ?? '',
    header_scripts: scriptLines(record.header_script),
    footer_scripts: scriptLines(record.footer_script),
    image_path: filePath(record.image),
    updated_at: record.updated_at,
  };
}

type ScriptField = (typeof PAGE_SCRIPT_FIELDS)[number];
const stored = (value: string | null | undefined) => (value ?? '').trim();

/**
 * The css and script fields this write changes (left out of an update, a field keeps its value),
 * refused unless the writer holds `update page_scripts`; a script whose origin the site's CSP does
 * not allow (`SCRIPT_ORIGINS`) is refused beside its field, as the browser would never load it.
 */
function checkScripts(input: PageInput, current: PageRecord | undefined, actor: Grantor): void {
  const changed = PAGE_SCRIPT_FIELDS.filter((field) => input[field] !== undefined && stored(input[field]) !== stored(current?.[field]));
  if (!changed.length) return;
  if (!holdsAll(actor, [PAGE_SCRIPTS_PERMISSION])) throw new ForbiddenError(SCRIPTS_FORBIDDEN);
  const allowed = new Set(scriptOrigins(env().SCRIPT_ORIGINS));
  const problems: Record<string, string[]> = {};
  for (const field of changed.filter((f): f is Exclude<ScriptField, 'css'> => f !== 'css')) {
    const refused = scriptLines(input[field]).find((line) => !allowed.has(new URL(line).origin));
    if (refused) problems[field] = [`The site does not allow scripts from ${new URL(refused).origin} (SCRIPT_ORIGINS).`];
  }
  if (Object.keys(problems).length) throw new ValidationError(problems);
}

/** The global values a write stores: the script fields only when sent (left out, they are kept). */
function globals(input: PageInput) {
  const values: Partial<ReturnType<typeof pageFields.stored>> = pageFields.stored(input);
  for (const field of PAGE_SCRIPT_FIELDS) if (input[field] === undefined) delete values[field];
  return values;
}

/** The menus linking to a url, named (for the message that refuses deleting or moving their page). */
async function linkingMenus(url: string): Promise<string | undefined> {
  const ids = await pageLinks.ids(url);
  if (!ids.length) return undefined;
  return (await Menu.displayTitles(ids, DEFAULT_LANGUAGE)).join(', ') || ids.map((id) => `#${id}`).join(', ');
}

const linkedMessage = (names: string) => `Menus link to this page: ${names}. Point them to another page or delete them first.`;
const LINKED_NOW = 'A menu now links to this page; reload to see it.';

const folded = (url: string) => url.trim().toLowerCase();

/** A page's addresses (`/{url}`, `/page/{url}`) as it was and as it is, unless disabled in both (decision 0043). */
const shownAt = (...records: (Pick<PageRecord, 'url' | 'enabled'> | undefined)[]) =>
  records.some((r) => r?.enabled) ? records.flatMap((r) => (r ? PagePaths.page(r.url) : [])) : [];

export const Page = {
  async list(query: ListQuery, language: string, filters: { enabled?: boolean } = {}): Promise<ListPage<PageRow>> {
    const page = await pageStore.list(query, filters);
    return { ...page, data: page.data.map((p) => toRow(p, language)) };
  },

  /** A combobox's pages (a menu's page, decision 0021): searched by title or url, or labelled by id. */
  async options(query: OptionsQuery, language: string, filters: { enabled?: boolean } = {}): Promise<Options<PageRow>> {
    const found = await pageStore.options(query, filters);
    return { ...found, data: found.data.map((p) => toRow(p, language)) };
  },

  async get(id: number, language: string): Promise<PageInfo> {
    return toInfo(await pageStore.get(id), language);
  },

  async create(input: PageInput, language: string, actor: Grantor): Promise<PageInfo> {
    checkScripts(input, undefined, actor);
    await Files.requireUploaded(newImages('image', input.image));
    const record = await pageStore.create({ translations: pageFields.translations(input, language), ...pageFields.stored(input) });
    await pagesChanged(shownAt(record));
    return toInfo(record, language);
  },

  /**
   * Writes the texts of `language` and the globals. A page menus link to keeps its url: the menus
   * name it by that url, so moving it would break them (refused beside `url`, also in a race).
   */
  async update(id: number, input: PageInput, language: string, actor: Grantor): Promise<PageInfo> {
    const current = await pageStore.get(id);
    checkScripts(input, current, actor);
    await Files.requireUploaded(newImages('image', input.image, current.image));
    const moved = folded(input.url) !== folded(current.url);
    if (moved) {
      const names = await linkingMenus(current.url);
      if (names) throw ValidationError.field('url', linkedMessage(names));
    }
    const record = await pageStore.update(
      id,
      (latest) => ({ translations: pageFields.translations(input, language, latest.translations), ...globals(input) }),
      {
        // The old url's link set must be empty when the url moves (a menu added meanwhile fails it).
        extra: (next, previous) => (folded(next.url) !== folded(previous.url) ? [pageLinks.release(previous.url)] : []),
        conflict: () => ValidationError.field('url', LINKED_NOW),
      },
    );
    await pagesChanged(shownAt(current, record));
    return toInfo(record, language);
  },

  /** Deletes a page no menu links to (refused with the menus' names otherwise, also in a race). */
  async remove(id: number): Promise<void> {
    const record = await pageStore.get(id);
    const names = await linkingMenus(record.url);
    if (names) throw ValidationError.field('id', linkedMessage(names));
    const removed = await pageStore.remove(id, {
      extra: (page) => [pageLinks.release(page.url)],
      conflict: () => ValidationError.field('id', LINKED_NOW),
    });
    await pagesChanged(shownAt(removed));
  },

  async batchUpdate(ids: number[], data: { enabled?: boolean }): Promise<number> {
    const before = await pageStore.getMany(ids);
    const updated = await pageStore.updateMany(ids, data.enabled === undefined ? {} : { enabled: data.enabled });
    await pagesChanged(before.flatMap((page) => shownAt(page, { ...page, ...data })));
    return updated;
  },

  /** Deletes all the ids in one transaction, or none: a page a menu links to refuses the batch. */
  async batchRemove(ids: number[]): Promise<number> {
    const records = await pageStore.requireAll(ids);
    for (const record of records) {
      const names = await linkingMenus(record.url);
      if (names) throw ValidationError.field('ids', linkedMessage(names));
    }
    const removed = await pageStore.removeMany(ids, {
      extra: (pages) => pages.map((page) => pageLinks.release(page.url)),
      conflict: () => ValidationError.field('ids', LINKED_NOW),
    });
    await pagesChanged(records.flatMap((page) => shownAt(page)));
    return removed;
  },

  /**
   * The enabled page with this url in `language` (the main language's texts as fallback), or
   * undefined (a disabled page is not found either), or `MovedError` with the current url when an
   * enabled page was renamed away from this one (decision 0040). A read costs the url guard and the
   * page (two GetItems); the answer, a miss included, is kept 30 s per process and emptied by page writes.
   */
  async storefront(url: string, language: string): Promise<StorePage | undefined> {
    const found = await storefrontPages.get(`${folded(url)}|${language}`, async () => {
      const held = await pageStore.findByUniqueOrMoved('url', url);
      if (held && 'moved' in held) {
        const moved = await pageStore.find(held.moved);
        return UrlHistory.moved(moved, moved?.enabled === true);
      }
      return held?.record.enabled ? toStore(held.record, language) : null;
    });
    return UrlHistory.answer(found);
  },

  /**
   * The enabled pages' urls and dates for the sitemap, read whole or by id range from the enabled
   * partition (urls and dates only; decision 0041).
   */
  sitemap: pageStore.idWindows('enabled', true, ['url', 'updated_at'], sitemapPages),
};
