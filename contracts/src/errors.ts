import { z } from 'zod';

/** Every failed API answer has this body (the web reads `message` and `code`, docs/product-rules.md). */
const apiErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

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
