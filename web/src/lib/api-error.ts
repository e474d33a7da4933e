/** A failed call in the spec's shape: `messages` is either one text or a field → texts map. */
export type FieldErrors = Record<string, string[]>;
export type Messages = string | FieldErrors;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: Messages,
    /** A storefront record's new url when the one asked for was renamed away (404 `moved_to`). */
    readonly movedTo?: string,
  ) {
    super(typeof messages === 'string' ? messages : Object.values(messages).flat().join(' '));
    this.name = 'ApiError';
  }

  get fieldErrors(): FieldErrors {
    return typeof this.messages === 'string' ? {} : this.messages;
  }

  /** Every message as a flat list (field errors prefixed by nothing; the form shows them by field). */
  get list(): string[] {
    return typeof this.messages === 'string' ? [this.messages] : Object.values(this.messages).flat();
  }
}

function asFieldErrors(value: Record<string, unknown>): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = Array.isArray(v) ? v.map(String) : [String(v)];
  }
  return out;
}

/**
 * Normalises any error body (spec section 8): `messages` wins; then a validation `errors` map; then
 * `message` or `error`; otherwise no message.
 */
export function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (typeof b.messages === 'string') return new ApiError(status, b.messages, typeof b.moved_to === 'string' ? b.moved_to : undefined);
    if (b.messages && typeof b.messages === 'object') {
      return new ApiError(status, asFieldErrors(b.messages as Record<string, unknown>));
    }
    if (b.errors && typeof b.errors === 'object') {
      return new ApiError(status, asFieldErrors(b.errors as Record<string, unknown>));
    }
    if (typeof b.message === 'string') return new ApiError(status, b.message);
    if (typeof b.error === 'string') return new ApiError(status, b.error);
    if (typeof b.status === 'string' && status >= 400) return new ApiError(status, b.status);
  }
  if (typeof body === 'string' && body.trim() !== '') return new ApiError(status, body.slice(0, 300));
  return new ApiError(status, '');
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
