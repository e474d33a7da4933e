import { z } from 'zod';

/** The exports of people's data that are logged (decision 0064): the customer (`user`) workbook, and the staff's commissions (decision 0071). */
export const EXPORT_KINDS = ['customers', 'commissions'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** How the file left: answered in the response, or put in storage behind a short-lived link. */
export const EXPORT_DELIVERIES = ['download', 'link'] as const;

/** One export: who, when, which, with what filter, how many rows. */
export const ExportLogInfo = z.object({
  id: z.number(),
  admin_id: z.number(),
  admin_name: z.string(),
  export: z.enum(EXPORT_KINDS),
  delivery: z.enum(EXPORT_DELIVERIES),
  /** The list filter the export applied (query parameters); empty when it exported everything. */
  filter: z.record(z.string(), z.string()),
  rows: z.number(),
  created_at: z.string(),
});
export type ExportLogInfo = z.infer<typeof ExportLogInfo>;

export interface ExportLogEntry {
  export: ExportKind;
  delivery: (typeof EXPORT_DELIVERIES)[number];
  filter: Record<string, string>;
  rows: number;
}
