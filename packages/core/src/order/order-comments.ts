import { ConflictError, NotFoundError, ValidationError } from '../shared/errors.js';
import { MAX_ORDER_COMMENTS, ORDER_MESSAGES, type OrderComment } from './order.schema.js';
import { orderStore } from './order.store.js';

/** Tries of a comment that meets another change of the order (then it reads the order again). */
const COMMENT_TRIES = 4;
/** The same comment again from the same person within this time is one comment sent twice. */
const REPEAT_MS = 10_000;
class RepeatedComment extends Error {}

/** An order's conversation between the shopper and staff (at most MAX_ORDER_COMMENTS). */
export const OrderComments = {
  /** Adds a comment (the shopper's, or staff's) and answers all of them (spec section 7). */
  async comment(id: number, text: string, from: { customerId?: number; adminId?: number }): Promise<OrderComment[]> {
    const author = from.adminId === undefined ? 'customer' : 'admin';
    // Two comments written at once both land (each appends to the order as it is then); the same
    // text from the same person again within seconds is one comment sent twice (a double click, a
    // retried request): answered as saved, not saved again (issue 25 §9).
    for (let attempt = 1; ; attempt++) {
      let repeated: OrderComment[] | undefined;
      try {
        const saved = await orderStore.update(id, (current) => {
          if (from.customerId !== undefined && current.customer_id !== from.customerId) throw new NotFoundError();
          const last = current.comments.at(-1);
          if (
            last &&
            last.from === author &&
            last.admin_id === (from.adminId ?? null) &&
            last.comment === text &&
            Date.now() - Date.parse(last.created_at) < REPEAT_MS
          ) {
            repeated = current.comments;
            throw new RepeatedComment();
          }
          if (current.comments.length >= MAX_ORDER_COMMENTS) throw ValidationError.field('comment', ORDER_MESSAGES.tooManyComments);
          const comment: OrderComment = {
            id: Math.max(0, ...current.comments.map((c) => c.id)) + 1,
            from: author,
            admin_id: from.adminId ?? null,
            comment: text,
            created_at: new Date().toISOString(),
          };
          return { comments: [...current.comments, comment] };
        });
        return saved.comments;
      } catch (error) {
        if (error instanceof RepeatedComment && repeated) return repeated;
        if (error instanceof ConflictError && attempt < COMMENT_TRIES) continue;
        throw error;
      }
    }
  },
};
