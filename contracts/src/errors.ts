/**
 * Every failed API answer has this body (the web reads `message` and `code`, docs/product-rules.md).
 * A plain type, so that pages loading this module load no schema code.
 */
export interface ApiErrorBody {
  message: string;
  code: string;
  details?: string[];
}

export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  forbiddenOrigin: 'FORBIDDEN_ORIGIN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidCode: 'INVALID_CODE',
  invalidToken: 'INVALID_TOKEN',
  emailTaken: 'EMAIL_TAKEN',
  agencyNameTaken: 'AGENCY_NAME_TAKEN',
  internal: 'INTERNAL_ERROR',
} as const;
