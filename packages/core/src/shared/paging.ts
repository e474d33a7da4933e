import { z } from 'zod';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Query-string shape every admin list accepts. */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
      message: `Page size must be one of ${PAGE_SIZES.join(', ')}`,
    })
    .default(DEFAULT_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  sort: z.enum(['id', 'updated_at', 'name'], { error: 'Sort by id, updated_at or name.' }).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  language: z.string().optional(),
});

export type ListQuery = z.infer<typeof ListQuerySchema>;

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
}

/** Options a combobox shows per answer unless told, and at most (decision 0021). */
export const DEFAULT_OPTIONS_LIMIT = 20;
export const MAX_OPTIONS_LIMIT = 50;
/** Ids one options lookup labels at most (one BatchGet). */
export const MAX_OPTION_IDS = 100;

/** `1,2,3` → [1, 2, 3]: the selected values a combobox labels. */
const idList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map(Number),
  )
  .pipe(z.array(z.number().int().positive()).max(MAX_OPTION_IDS));

/**
 * Query-string shape of `GET /api/admin/<resource>/options` (decision 0021): the first `limit`
 * records a search term finds (or by name without one), or the records with the given `ids`.
 */
export const OptionsQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  ids: idList.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_OPTIONS_LIMIT).default(DEFAULT_OPTIONS_LIMIT),
  language: z.string().optional(),
});

export interface OptionsQuery {
  search?: string | undefined;
  ids?: number[] | undefined;
  limit: number;
}

/** What an options request answers: the records, and whether the term finds more than those. */
export interface Options<T> {
  data: T[];
  more: boolean;
}
