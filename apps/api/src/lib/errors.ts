/**
 * Errors carry a string code; the one error handler maps codes to HTTP statuses.
 * Services throw these and never pick status numbers themselves.
 */
const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  field: string;
  message: string;
  /** "Did you mean": for an unknown medicine, close dictionary entries the client can offer. */
  suggestions?: { id: string; name: string }[];
}

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: FieldError[],
    /** Headers the answer carries (a 429's Retry-After). */
    readonly headers?: Record<string, string>,
    /** The envelope's `reason`: a stable cause a client acts on (contracts' `ErrorEnvelope`). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
