import { permissionGroup } from '../access/permissions.js';
import { contract } from '../shared/contract.js';
import { ArticleFilters, ArticleInfo, ArticleInput, ArticleRow } from './article.schema.js';

/** Articles (spec section 7: `GET /api/admin/article?language`, `GET, POST, DELETE /api/admin/article/{id}`). */
export const ArticleContract = contract({
  group: permissionGroup('article'),
  path: 'article',
  input: ArticleInput,
  info: ArticleInfo,
  row: ArticleRow,
  filters: ArticleFilters,
  batchData: ArticleFilters.pick({ visibled: true }),
});
