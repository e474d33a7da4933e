import type { AdminActor } from '@shop/core/access/admin';
import type { CustomerActor } from '@shop/core/customer/customer';

/** What middleware puts on the request context; core reads the actor, never a header. */
export interface AppEnv {
  Variables: {
    requestId: string;
    admin: AdminActor;
    customer: CustomerActor;
    /** The body as read, beside what `body()` validated (language, `_method`). */
    rawBody?: Record<string, unknown>;
  };
}
