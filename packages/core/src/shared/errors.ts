/**
 * Typed domain errors. Core throws these; the API's single error mapper turns them into the spec's
 * `{ messages }` shape. Never throw a bare Error from core for a client-visible failure.
 */
export type FieldMessages = Record<string, string[]>;

/** Marks a domain error across copies of this module (a route group loaded later, a test's fresh import). */
const DOMAIN_ERROR = Symbol.for('shop.DomainError');

export class DomainError extends Error {
  /** Fields the answer carries beside `messages` (the API may add to the spec's shape, never rename). */
  details: Record<string, unknown> | undefined;
  readonly [DOMAIN_ERROR] = true;

  constructor(
    readonly status: number,
    readonly messages: string | FieldMessages,
  ) {
    super(typeof messages === 'string' ? messages : JSON.stringify(messages));
    this.name = new.target.name;
  }

  /** The same error, answered with `details` beside its `messages`. */
  with(details: Record<string, unknown>): this {
    this.details = details;
    return this;
  }
}

export class ValidationError extends DomainError {
  constructor(messages: FieldMessages) {
    super(422, messages);
  }
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'ID not exists') {
    super(404, message);
  }
}

/**
 * A storefront url that a record was renamed away from (decision 0040): 404 like any unknown url,
 * carrying the record's current url slug (`moved_to` in the answer), so the storefront can answer 301.
 */
export class MovedError extends NotFoundError {
  constructor(
    readonly movedTo: string,
    message?: string,
  ) {
    super(message);
  }
}

export class ConflictError extends DomainError {
  constructor(messages: string | FieldMessages) {
    super(409, messages);
  }
  /** A uniqueness clash, reported beside the field (spec: 'Please make sure that {title} field is unique'). */
  static unique(field: string, title = field): ConflictError {
    return new ConflictError({ [field]: [`Please make sure that ${title} field is unique`] });
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Unauthenticated.') {
    super(401, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'This action is unauthorized.') {
    super(403, message);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(message = 'Operation too frequent') {
    super(429, message);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message: string) {
    super(413, message);
  }
}

/** The spec's shared message texts (section 5). */
export const MESSAGES = {
  required: 'This field is required.',
  check: 'Please check your input.',
  url: 'This input must be a valid URL',
  requiredImage: 'Please upload a picture',
  malformedPath: 'The file path is malformed.',
  notUploaded: 'Please upload the picture here; this is not an uploaded picture.',
  keyFormatChars: 'Input can only contain lowercase letters, numbers and _ character',
  keyFormatStart: 'Input must start with a lowercase letter',
  importLimit: 'The data can only import 1000 records at a time',
  importPasswordOfExisting: 'Import cannot set the password of an existing customer; leave this cell empty.',
  importStopped: 'The import stopped because of an internal error.',
  importTooLarge: 'The file may not be greater than 5 MB.',
  importUnpacksTooLarge: 'The workbook is too large to import; split it into smaller files.',
  importSomeRowsFail: 'Import Some Rows Fail',
  passwordMin: 'The password must be at least 8 characters.',
  passwordMax: 'The password may not be greater than 128 characters.',
  passwordBlank: 'The password may not be only spaces.',
  passwordConfirm: 'The password confirmation does not match.',
  countryCode: 'Please input country code if the phone field is not empty',
  countryCodeUnknown: 'Please choose a country from the list.',
  phoneInvalid: 'This phone number is not valid for the selected country.',
  specialPriceAbovePrice: 'The special price may not be greater than the price.',
  invalidCredentials: 'These credentials do not match our records.',
  disabled: 'This account is disabled.',
  invalidResetToken: 'This password reset token is invalid.',
  throttled: 'Operation too frequent',
  loginExpired: 'Login expired',
  changedElsewhere: 'The record was changed by someone else, please reload it.',
  languageUnsupported: 'This language is not supported.',
  recordTooLarge: 'This record is too large to save; please shorten this field.',
  hiddenVariantSku: 'This SKU belongs to a hidden variant of this product; restore that variant instead of adding a new one.',
  inventoryWarehouseMismatch: 'This stock row is in another warehouse.',
  inventoryStockMismatch: 'This stock row belongs to another variant.',
  repeated: 'This input can not be repeated',
  currencyUnknown: 'Please choose a currency code from the list (ISO 4217).',
  ratePositive: 'The rate must be greater than 0.',
  mainLanguageNotSupported: 'The main language must be one of the supported languages.',
  baseCurrencyNotSupported: 'The base currency must be one of the supported currencies.',
  baseCurrencyRate: 'The base currency has the rate 1.',
} as const;

/**
 * Whether `error` is a domain error, also one thrown by another copy of this module: the API's error
 * mapper asks this rather than `instanceof`, so a route group loaded on first use answers as the app.
 */
export function isDomainError(error: unknown): error is DomainError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[DOMAIN_ERROR] === true;
}
