import { Repository } from '../shared/repository.js';
import { statusEntity, type StatusRecord } from './status.entity.js';

/**
 * Lead statuses. Their sort name is the board order then the title, so "by name" is the funnel board's
 * left-to-right order; found by title in any language.
 */
export const statusStore = new Repository<StatusRecord>({
  name: 'lead_status',
  entity: statusEntity,
  sortName: (s) => `${String(s.order).padStart(7, '0')} ${Object.values(s.translations).map((t) => t.title ?? '')[0] ?? ''}`,
  searchTexts: (s) => Object.values(s.translations).map((t) => t.title),
});
