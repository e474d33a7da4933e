import { publish } from '../events/define.js';
import { crudFacade } from '../shared/crud.js';
import { isConditionFailure } from '../shared/dynamo.js';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors.js';
import { broadcastEntity, broadcastResultEntity, type BroadcastRecord } from './broadcast.entity.js';
import { BroadcastChunkReady, BroadcastStarted } from './broadcast.events.js';
import { broadcastFields, type BroadcastInfo, type BroadcastInput, type BroadcastState, type RecipientInfo } from './broadcast.schema.js';
import { broadcastStore } from './broadcast.store.js';
import { BroadcastMessage } from './broadcast-message.js';
import { BroadcastReceiver } from './broadcast-receiver.js';

export const BROADCAST_STARTED = 'A broadcast that has started cannot be changed.';
export const BROADCAST_MESSAGES_TEXT = {
  messageMissing: 'The selected message does not exist or is disabled.',
  receiverMissing: 'The audience {{name}} does not exist.',
  notNow: 'This broadcast cannot do that now.',
} as const;

const SCHEDULED = 'scheduled';

function toInfo(b: BroadcastRecord): BroadcastInfo {
  return {
    id: b.id,
    ...broadcastFields.present(b),
    receivers: b.receivers,
    state: b.state,
    total: b.total,
    sent: b.sent,
    skipped: b.skipped,
    failed: b.failed,
    processed: b.processed,
    started_at: b.started_at ?? null,
    finished_at: b.finished_at ?? null,
    created_at: b.created_at,
    updated_at: b.updated_at,
  };
}

/** Checks a draft: its message exists and is enabled; each audience exists. */
async function check(input: BroadcastInput, current?: BroadcastRecord): Promise<void> {
  if (current && !['draft', 'scheduled'].includes(current.state)) throw new ConflictError(BROADCAST_STARTED);
  const message = await BroadcastMessage.get(input.message_id, 'default').catch(() => undefined);
  if (!message?.enabled) throw ValidationError.field('message_id', BROADCAST_MESSAGES_TEXT.messageMissing);
  for (const name of input.receivers) {
    const receiver = await BroadcastReceiver.idOf(name)
      .then((rid) => BroadcastReceiver.get(rid, 'default'))
      .catch(() => undefined);
    if (!receiver) throw ValidationError.field('receivers', BROADCAST_MESSAGES_TEXT.receiverMissing.replace('{{name}}', name));
  }
}

const plain = crudFacade({
  store: broadcastStore,
  toInfo: (record: BroadcastRecord) => toInfo(record),
  toRecord: (input: BroadcastInput) => ({
    ...broadcastFields.stored(input),
    receivers: input.receivers,
    state: (input.send_at ? 'scheduled' : 'draft') as BroadcastState,
    scheduled_partition: input.send_at ? SCHEDULED : undefined,
    total: 0,
    chunks: 0,
    next_chunk: 0,
    sent: 0,
    skipped: 0,
    failed: 0,
    processed: 0,
  }),
  check,
  checkRemove: async (records) => {
    if (records.some((r) => ['preparing', 'sending', 'paused'].includes(r.state))) throw new ConflictError(BROADCAST_STARTED);
    return Promise.resolve();
  },
});

/** Moves a broadcast from one of `from` to `to`, or answers 409 when it is elsewhere (a double click, a race). */
async function move(id: number, from: BroadcastState[], to: BroadcastState, extra: Record<string, unknown> = {}): Promise<void> {
  if (!(await broadcastStore.find(id))) throw new NotFoundError();
  try {
    let patch = broadcastEntity.patch({ id }).set({ state: to, updated_at: new Date().toISOString(), ...extra });
    if (to !== 'scheduled') patch = patch.remove(['scheduled_partition']) as typeof patch;
    await patch.where(({ state }, { eq }) => from.map((s) => eq(state, s)).join(' OR ')).go();
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError(BROADCAST_MESSAGES_TEXT.notNow);
    throw error;
  }
}

/**
 * Broadcasts (`/admin/broadcast`): drafts and scheduled ones are edited like any resource; sending starts
 * the pipeline (decision 0062): its audience is fixed in chunks, and each chunk is an event whose
 * subscriber sends it, so the work is bounded, resumable and never sends anyone twice.
 */
export const Broadcast = {
  ...plain,

  /** Starts a draft or scheduled broadcast now. */
  async send(id: number): Promise<BroadcastInfo> {
    await move(id, ['draft', 'scheduled'], 'preparing');
    await publish(BroadcastStarted, { broadcast_id: id });
    return toInfo(await broadcastStore.get(id));
  },

  /** Stops after the chunk being sent; nothing already sent is sent again on resume. */
  async pause(id: number): Promise<BroadcastInfo> {
    await move(id, ['sending'], 'paused');
    return toInfo(await broadcastStore.get(id));
  },

  async resume(id: number): Promise<BroadcastInfo> {
    await move(id, ['paused'], 'sending');
    const record = await broadcastStore.get(id);
    if (record.next_chunk < record.chunks) await publish(BroadcastChunkReady, { broadcast_id: id, chunk: record.next_chunk });
    return toInfo(record);
  },

  /** What happened for each recipient, by customer id, a page at a time. */
  async recipients(id: number, cursor?: string, limit = 50): Promise<{ data: RecipientInfo[]; cursor: string | null }> {
    await broadcastStore.get(id);
    const page = await broadcastResultEntity.query.byBroadcast({ broadcast_id: id }).go({ limit, ...(cursor ? { cursor } : {}) });
    return {
      data: page.data.map((r) => ({ customer_id: r.customer_id, to: r.to ?? null, result: r.result, at: r.at })),
      cursor: page.cursor ?? null,
    };
  },

  /** Starts the scheduled broadcasts whose time has come (the `broadcasts-due` job). */
  async startDue(now = new Date()): Promise<number> {
    const { data } = await broadcastEntity.query
      .scheduled({ scheduled_partition: SCHEDULED })
      .lte({ send_at: now.toISOString() })
      .go({ limit: 25 });
    let started = 0;
    for (const due of data) {
      try {
        await Broadcast.send(due.id);
        started++;
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
      }
    }
    return started;
  },
};
