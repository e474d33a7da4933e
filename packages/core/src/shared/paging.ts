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
