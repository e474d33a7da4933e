import { PagePaths, pagesChanged } from '../events/storefront.js';
import type { ListQuery, Options, OptionsQuery, Page } from '../shared/paging.js';
import type { BlockRecord } from './block.entity.js';
import { blockFields, type BlockInfo, type BlockInput, type BlockRow, type StoreBlock } from './block.schema.js';
import { blockStore, storefrontBlocks } from './block.store.js';

/** Blocks: reusable rich content by `identifier` (unique), texts per language with the main language as fallback. */

/** The pages showing blocks: the homepage shows the block `home` (decision 0043). */
const BLOCK_PAGES = [PagePaths.home];

function toInfo(record: BlockRecord, language: string): BlockInfo {
  return {
    id: record.id,
    ...blockFields.present(record, language),
    language,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

function toRow(record: BlockRecord, language: string): BlockRow {
  const { content: _content, ...row } = toInfo(record, language);
  return row;
}

export const Block = {
  async list(query: ListQuery, language: string, filters: { enabled?: boolean } = {}): Promise<Page<BlockRow>> {
    const page = await blockStore.list(query, filters);
    return { ...page, data: page.data.map((b) => toRow(b, language)) };
  },

  /** A combobox's blocks (decision 0021): searched by title or identifier, or labelled by id. */
  async options(query: OptionsQuery, language: string, filters: { enabled?: boolean } = {}): Promise<Options<BlockRow>> {
    const found = await blockStore.options(query, filters);
    return { ...found, data: found.data.map((b) => toRow(b, language)) };
  },

  async get(id: number, language: string): Promise<BlockInfo> {
    return toInfo(await blockStore.get(id), language);
  },

  async create(input: BlockInput, language: string): Promise<BlockInfo> {
    const record = await blockStore.create({ translations: blockFields.translations(input, language), ...blockFields.stored(input) });
    await pagesChanged(BLOCK_PAGES);
    return toInfo(record, language);
  },

  async update(id: number, input: BlockInput, language: string): Promise<BlockInfo> {
    const record = await blockStore.update(id, (current) => ({
      translations: blockFields.translations(input, language, current.translations),
      ...blockFields.stored(input),
    }));
    await pagesChanged(BLOCK_PAGES);
    return toInfo(record, language);
  },

  async remove(id: number): Promise<void> {
    await blockStore.remove(id);
    await pagesChanged(BLOCK_PAGES);
  },

  async batchUpdate(ids: number[], data: { enabled?: boolean }): Promise<number> {
    const updated = await blockStore.updateMany(ids, data.enabled === undefined ? {} : { enabled: data.enabled });
    await pagesChanged(BLOCK_PAGES);
    return updated;
  },

  async batchRemove(ids: number[]): Promise<number> {
    const removed = await blockStore.removeMany(ids);
    await pagesChanged(BLOCK_PAGES);
    return removed;
  },

  /**
   * The enabled block with this identifier in `language`, or undefined (disabled alike). A miss reads
   * the identifier guard and the block (two GetItems); kept 30 s per process, emptied by block writes.
   */
  async storefront(identifier: string, language: string): Promise<StoreBlock | undefined> {
    const found = await storefrontBlocks.get(`${identifier.trim().toLowerCase()}|${language}`, async () => {
      const record = await blockStore.findByUnique('identifier', identifier);
      if (!record?.enabled) return null;
      const { title, content } = blockFields.present(record, language);
      return { identifier: record.identifier, title, content, updated_at: record.updated_at };
    });
    return found ?? undefined;
  },
};
