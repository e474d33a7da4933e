import { PagePaths, pagesChanged } from '../events/storefront.js';
import { crudFacade } from '../shared/crud.js';
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
  ...crudFacade({
    store: blockStore,
    toInfo,
    toRow,
    toRecord: (input: BlockInput, language, current) => ({
      translations: blockFields.translations(input, language, current?.translations),
      ...blockFields.stored(input),
    }),
    changed: () => pagesChanged(BLOCK_PAGES),
    batchFields: ['enabled'],
  }),

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
