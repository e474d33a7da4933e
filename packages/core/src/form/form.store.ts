import { DEFAULT_LANGUAGE } from '../shared/i18n.js';
import { Repository } from '../shared/repository.js';
import { formEntity, historyEntity, type FormRecord, type HistoryRecord } from './form.entity.js';

export const formStore = new Repository<FormRecord>({
  name: 'form',
  entity: formEntity,
  unique: [{ field: 'url', value: (f) => f.url }],
  sortName: (f) => f.translations[DEFAULT_LANGUAGE]?.title ?? '',
  searchTexts: (f) => [...Object.values(f.translations).map((t) => t.title), f.url],
  filters: ['enabled'],
});

/** Submissions; their sort name is when they were sent, so "by name" is time order. */
export const historyStore = new Repository<HistoryRecord>({
  name: 'form_history',
  entity: historyEntity,
  unique: [{ field: 'limit_key', value: (h) => h.limit_key }],
  sortName: (h) => h.created_at,
  searchTexts: (h) => Object.values(h.values).flatMap((v) => (typeof v === 'string' ? [v.slice(0, 100)] : [])),
  maxSearchTokens: 8,
  filters: ['form_id', 'user_id'],
});
