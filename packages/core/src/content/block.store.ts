import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import { PublicCache } from '../shared/public-cache.js';
import { Repository } from '../shared/repository.js';
import { blockEntity, type BlockRecord } from './block.entity.js';
import type { StoreBlock } from './block.schema.js';

/** The storefront's blocks by identifier and language, misses included: emptied by every block write. */
export const storefrontBlocks = new PublicCache<StoreBlock | null>(30_000, 500);

export const blockStore = new Repository<BlockRecord>({
  name: 'block',
  entity: blockEntity,
  unique: [{ field: 'identifier', value: (b) => b.identifier }],
  sortName: (b) => b.translations[DEFAULT_LANGUAGE]?.title ?? '',
  searchTexts: (b) => [...Object.values(b.translations).map((t) => t.title), b.identifier],
  filters: ['enabled'],
  changed: () => storefrontBlocks.invalidate(),
});
