/** Machine-readable error codes the API answers with; the web maps each to a translated message. */
export const errorCodes = {
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** The uploader's files not yet saved to a record reached `maxUnattachedUploadBytes`. */
  uploadQuotaExceeded: 'UPLOAD_QUOTA_EXCEEDED',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
  unavailable: 'SERVICE_UNAVAILABLE',
  /** The work did not finish in its time (a PDF after 30 seconds, spec 2 §7). */
  timeout: 'TIMEOUT',
  invalidCode: 'AUTH_INVALID_CODE',
  codeExpired: 'AUTH_CODE_EXPIRED',
  phoneLocked: 'AUTH_PHONE_LOCKED',
  sessionExpired: 'AUTH_SESSION_EXPIRED',
  gateInvalid: 'AUTH_GATE_INVALID',
  /** An active subscription's insured person or machine, changed by someone other than staff. */
  policyLocked: 'POLICY_LOCKED',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

export interface ApiErrorBody {
  error: {
    code: ErrorCode | string;
    message: string;
    /** Field path (dot-separated) → message key from `validationMessages`. */
    fields?: Record<string, string>;
    retryAfterSeconds?: number;
  };
}
