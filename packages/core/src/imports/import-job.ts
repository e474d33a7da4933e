import { randomUUID } from 'node:crypto';
import { customerImporter } from '../customer/customer.js';
import { productImporter } from '../catalog/product-sheet.js';
import { publish } from '../events/define.js';
import { batchPages } from '../events/storefront.js';
import { Downloads } from '../files/downloads.js';
import { Files, type PresignedPost } from '../files/files.js';
import { isConditionFailure } from '../shared/dynamo.js';
import { MESSAGES, NotFoundError, PayloadTooLargeError, ValidationError } from '../shared/errors.js';
import { newUlid } from '../shared/ids.js';
import { IMPORT_MAX_BYTES, readSheet, writeSheet, type ImportFailure, type SheetImporter, type SheetRow } from '../shared/sheet.js';
import { importFailureEntity, importJobEntity, type ImportJobRecord } from './import-job.entity.js';
import type { ImportJobInfo } from './import-job.schema.js';
import { ImportChunkReady } from './import.events.js';

export type ImportEntity = ImportJobRecord['entity'];

/** The entities with spreadsheet import (spec: user and product), by their API name. */
export const IMPORTERS: Record<ImportEntity, SheetImporter> = { user: customerImporter, product: productImporter };

/** Units per chunk, and the time a chunk may take before it hands over (a subscriber has 30 s). */
export const CHUNK_UNITS = 50;
export const CHUNK_BUDGET_MS = 10_000;
/** Units saved at the same time within a chunk (importers keep rows naming one record in one unit). */
const CONCURRENCY = 4;
/** A chunk not committed within this is considered abandoned and may be taken over. */
const LEASE_MS = 60_000;
/** Unexpected errors on one chunk before the job is marked failed (EventBridge retries twice). */
const MAX_ATTEMPTS = 2;
/** Jobs, failed rows and their files are kept for a week. */
const KEEP_SECONDS = 7 * 24 * 3600;
/** Failed rows listed in the job's answer; the result file lists all of them. */
const FAILURES_SHOWN = 100;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const expiry = () => Math.floor(Date.now() / 1000) + KEEP_SECONDS;

async function failuresOf(jobId: string, limit?: number): Promise<ImportFailure[]> {
  const { data } = await importFailureEntity.query.byJob({ job_id: jobId }).go(limit ? { limit, pages: 1 } : { pages: 'all' });
  return data.map((f) => ({ row: f.row, messages: f.messages as ImportFailure['messages'] }));
}

async function toInfo(job: ImportJobRecord): Promise<ImportJobInfo> {
  return {
    id: job.job_id,
    entity: job.entity,
    status: job.status,
    total: job.total,
    processed: job.processed,
    imported: job.imported,
    failed: job.failed,
    failures: job.status === 'done' && job.failed > 0 ? await failuresOf(job.job_id, FAILURES_SHOWN) : [],
    has_result: Boolean(job.result_key),
    error: job.error ?? null,
    created_at: job.created_at,
    updated_at: job.updated_at,
  };
}

async function findJob(jobId: string): Promise<ImportJobRecord | undefined> {
  if (!/^[0-9A-Z]{26}$/.test(jobId)) return undefined;
  const { data } = await importJobEntity.get({ job_id: jobId }).go({ consistent: true });
  return data ?? undefined;
}

/** The job, if it exists, is of this entity and was started by this admin; 404 otherwise. */
async function ownJob(entity: ImportEntity, jobId: string, adminId: number): Promise<ImportJobRecord> {
  const job = await findJob(jobId);
  if (!job || job.entity !== entity || job.admin_id !== adminId) throw new NotFoundError();
  return job;
}

/** The failed rows as a workbook: row number, messages, then the row's own cells to fix and re-import. */
async function writeResult(job: ImportJobRecord, rows: SheetRow[]): Promise<string> {
  const failures = await failuresOf(job.job_id);
  const byRow = new Map(rows.map((r) => [r.row, r.values]));
  const columns = [...new Set(failures.flatMap((f) => Object.keys(byRow.get(f.row) ?? {})))];
  const text = (messages: ImportFailure['messages']) =>
    typeof messages === 'string'
      ? messages
      : Object.entries(messages)
          .map(([field, list]) => `${field}: ${list.join(' ')}`)
          .join('\n');
  const key = `imports/${job.job_id}/result.xlsx`;
  const sheet = await writeSheet(
    'failed rows',
    ['row', 'messages', ...columns],
    failures.map((f) => ({ ...byRow.get(f.row), row: f.row, messages: text(f.messages) })),
  );
  await Files.store(key, sheet, XLSX);
  return key;
}

async function loadRows(job: ImportJobRecord): Promise<SheetRow[]> {
  return JSON.parse(new TextDecoder().decode(await Files.load(job.rows_key))) as SheetRow[];
}

/** Marks the job done (idempotent: a redelivered last chunk writes the same result again). */
async function finish(job: ImportJobRecord, rows?: SheetRow[]): Promise<void> {
  const resultKey = job.failed > 0 ? await writeResult(job, rows ?? (await loadRows(job))) : undefined;
  await importJobEntity
    .patch({ job_id: job.job_id })
    .set({ status: 'done', updated_at: new Date().toISOString(), ...(resultKey ? { result_key: resultKey } : {}) })
    .remove(['lease_token', 'lease_until'])
    .go();
}

/** Where an admin's workbooks posted straight to the bucket go (expired with the rest of `imports/`). */
const uploadPrefix = (adminId: number) => `imports/uploads/${String(adminId)}/`;
const NOT_UPLOADED_FILE = 'Please upload the workbook here; this is not an uploaded file.';

export const ImportJobs = {
  /**
   * A form to post a workbook straight to the bucket (past the API's payload limit): a key of this
   * admin's, the xlsx type and 1 byte to 5 MB signed into the policy. Then `startUploaded`.
   */
  async presign(admin: { id: number }, size?: number): Promise<PresignedPost> {
    if (size !== undefined && size > IMPORT_MAX_BYTES) throw new PayloadTooLargeError(MESSAGES.importTooLarge);
    return Files.presignPost(`${uploadPrefix(admin.id)}${newUlid().toLowerCase()}.xlsx`, XLSX, IMPORT_MAX_BYTES);
  },

  /**
   * Starts an import from a workbook this admin posted straight to the bucket: only their own upload
   * keys are read, and what arrived is read as a workbook (`readSheet`: size, zip, parts) like an
   * upload through the API.
   */
  async startUploaded(entity: ImportEntity, admin: { id: number; permissions: readonly string[] }, key: string): Promise<ImportJobInfo> {
    const prefix = uploadPrefix(admin.id);
    if (!key.startsWith(prefix) || !/^[0-9a-z]{26}\.xlsx$/.test(key.slice(prefix.length))) {
      throw ValidationError.field('file', NOT_UPLOADED_FILE);
    }
    let file: Uint8Array;
    try {
      file = await Files.load(key);
    } catch (error) {
      if (error instanceof NotFoundError) throw ValidationError.field('file', NOT_UPLOADED_FILE);
      throw error;
    }
    return ImportJobs.start(entity, admin, file);
  },

  /**
   * Checks the workbook (≤ 5 MB, ≤ 1000 rows, streamed), stores it and its rows in S3, records the
   * job and publishes its first chunk. The rows are processed by the `import-chunk` subscriber.
   */
  async start(entity: ImportEntity, admin: { id: number; permissions: readonly string[] }, file: Uint8Array): Promise<ImportJobInfo> {
    const importer = IMPORTERS[entity];
    const rows = await readSheet(file);
    const jobId = newUlid();
    const sourceKey = `imports/${jobId}/source.xlsx`;
    const rowsKey = `imports/${jobId}/rows.json`;
    await Files.store(sourceKey, file, XLSX);
    await Files.store(rowsKey, JSON.stringify(rows), 'application/json');
    const now = new Date().toISOString();
    const { data: job } = await importJobEntity
      .create({
        job_id: jobId,
        entity,
        admin_id: admin.id,
        can_create: admin.permissions.includes(importer.permissions.create),
        can_update: admin.permissions.includes(importer.permissions.update),
        status: 'queued',
        total: rows.length,
        units: importer.units(rows).length,
        next_unit: 0,
        processed: 0,
        imported: 0,
        failed: 0,
        attempts: 0,
        rows_key: rowsKey,
        source_key: sourceKey,
        created_at: now,
        updated_at: now,
        expires_at: expiry(),
      })
      .go();
    await publish(ImportChunkReady, { job_id: jobId, unit: 0 });
    return toInfo(job as ImportJobRecord);
  },

  async get(entity: ImportEntity, jobId: string, adminId: number): Promise<ImportJobInfo> {
    return toInfo(await ownJob(entity, jobId, adminId));
  },

  /** The .xlsx of failed rows; 404 while there is none. */
  async result(entity: ImportEntity, jobId: string, adminId: number): Promise<Uint8Array> {
    const job = await ownJob(entity, jobId, adminId);
    if (!job.result_key) throw new NotFoundError('File not found');
    return Files.load(job.result_key);
  },

  /** A short-lived signed link to the .xlsx of failed rows (it is in the bucket already); 404 while there is none. */
  async resultLink(entity: ImportEntity, jobId: string, adminId: number, name: string): Promise<{ url: string; expires_at: string }> {
    const job = await ownJob(entity, jobId, adminId);
    if (!job.result_key) throw new NotFoundError('File not found');
    return Downloads.signed(job.result_key, name);
  },

  /**
   * Processes the chunk starting at `unit`. Events arrive at least once: a chunk runs only while the
   * job's `next_unit` is `unit` and nobody holds its lease, and its progress is committed on the
   * condition that the lease is still ours. A repeated event therefore does nothing; a crash leaves
   * the lease to expire and the retried event runs the chunk again (rows match saved records by id,
   * email or SKU, so a row saved before the crash is updated rather than duplicated).
   */
  async runChunk(jobId: string, unit: number): Promise<void> {
    const job = await findJob(jobId);
    if (!job || job.status === 'done' || job.status === 'failed') return;
    if (job.next_unit >= job.units) return finish(job);
    if (job.next_unit !== unit) return;

    const token: string = randomUUID();
    const now = Date.now();
    try {
      await importJobEntity
        .patch({ job_id: jobId })
        .set({ status: 'running', lease_token: token, lease_until: now + LEASE_MS, updated_at: new Date(now).toISOString() })
        .where((a, op) => `${op.eq(a.next_unit, unit)} AND (${op.notExists(a.lease_until)} OR ${op.lt(a.lease_until, now)})`)
        .go();
    } catch (error) {
      if (isConditionFailure(error)) return; // another delivery holds this chunk
      throw error;
    }

    let rows: SheetRow[];
    const failures: ImportFailure[] = [];
    let next = unit;
    let processed = 0;
    let imported = 0;
    try {
      rows = await loadRows(job);
      const units = IMPORTERS[job.entity].units(rows);
      const access = { create: job.can_create, update: job.can_update };
      const started = Date.now();
      const importUnit = await IMPORTERS[job.entity].chunk(units.slice(unit, unit + CHUNK_UNITS), access);
      // The storefront pages the chunk's rows change go out as one event, not one per row (decision 0043).
      await batchPages(async () => {
        while (next < units.length && next - unit < CHUNK_UNITS && Date.now() - started < CHUNK_BUDGET_MS) {
          const batch = units.slice(next, Math.min(units.length, next + CONCURRENCY, unit + CHUNK_UNITS));
          const results = await Promise.all(batch.map((current) => importUnit(current)));
          batch.forEach((current, i) => {
            const failed = results[i]!;
            failures.push(...failed);
            processed += current.length;
            imported += current.length - new Set(failed.map((f) => f.row)).size;
          });
          next += batch.length;
        }
      });
      if (failures.length) {
        const { unprocessed } = await importFailureEntity
          .put(failures.map((f) => ({ job_id: jobId, row: f.row, messages: f.messages, expires_at: expiry() })))
          .go();
        if (unprocessed.length) throw new Error(`${String(unprocessed.length)} failed rows were not written`);
      }
    } catch (error) {
      await ImportJobs.giveBack(job, token, error);
      throw error;
    }

    let committed: ImportJobRecord;
    try {
      const { data } = await importJobEntity
        .patch({ job_id: jobId })
        .set({ next_unit: next, attempts: 0, updated_at: new Date().toISOString() })
        .add({ processed, imported, failed: new Set(failures.map((f) => f.row)).size })
        .remove(['lease_token', 'lease_until'])
        .where((a, op) => op.eq(a.lease_token, token))
        .go({ response: 'all_new' });
      committed = data as ImportJobRecord;
    } catch (error) {
      if (isConditionFailure(error)) return; // the lease ran out and someone else took the chunk over
      throw error;
    }
    if (next >= committed.units) await finish(committed, rows);
    else await publish(ImportChunkReady, { job_id: jobId, unit: next });
  },

  /** After an unexpected error: free the chunk for the retried event, or fail the job for good. */
  async giveBack(job: ImportJobRecord, token: string, error: unknown): Promise<void> {
    const attempts = job.attempts + 1;
    const failed = attempts >= MAX_ATTEMPTS;
    console.error(JSON.stringify({ level: 'error', message: 'import chunk failed', job: job.job_id, attempts, error: String(error) }));
    await importJobEntity
      .patch({ job_id: job.job_id })
      .set({
        attempts,
        updated_at: new Date().toISOString(),
        ...(failed ? { status: 'failed' as const, error: MESSAGES.importStopped } : {}),
      })
      .remove(['lease_token', 'lease_until'])
      .where((a, op) => op.eq(a.lease_token, token))
      .go()
      .catch(() => undefined);
  },
};
