import type { z } from 'zod';
import {
  agencyResponse,
  agencySettingsRequest,
  agencySettingsResponse,
  jobRole,
  jobRoleRequest,
  renameAgencyRequest,
} from './agency';
import { chatbotInfo, chatRequest, chatResponse } from './assistant';
import {
  emailOnlyRequest,
  loginRequest,
  loginResponse,
  messageResponse,
  mfaRequest,
  mfaResponse,
  registerRequest,
  registerResponse,
  resendMfaCodeResponse,
  resetPasswordRequest,
  sessionUser,
  trustBrowserRequest,
  verifyEmailRequest,
  verifyEmailResponse,
  verifyMfaRequest,
} from './auth';
import { currentWeekResponse, historicalResponse, historyQuery } from './dashboard';
import {
  emailTemplatesRequest,
  restoreTemplateResponse,
  templateTestRequest,
  versionedTemplates,
} from './email-templates';
import { ERROR_CODES } from './errors';
import { insightsResponse } from './insights';
import {
  acceptInviteRequest,
  acceptInviteResponse,
  accountSetupRequest,
  invitationResult,
  inviteUserRequest,
  memberSummary,
  onboardingRequest,
  textConsentRequest,
  textConsentResponse,
  updateUserRequest,
} from './members';
import { healthResponse, readinessResponse } from './operations';
import { demoRequest, supportRequest } from './public-site';
import { rosterImportResult, rosterPreview, rosterRequest } from './roster';
import {
  checkInResponse,
  sendRemindersRequest,
  sendRemindersResponse,
  surveyLinkQuery,
  surveyQuestionsResponse,
  surveySubmission,
} from './survey';

/**
 * The one table of the product's HTTP API (docs/architecture.md, "The endpoint table"): for each
 * method and path, the body and query it reads, the body of its success answer and the `code` of
 * every refusal it gives on purpose. The API answers only through it (`reply` in api/src/http) and the
 * web's client infers every answer from it, so the two sides cannot drift apart; the route fuzz test
 * parses live answers against it.
 */
export interface Endpoint {
  /** The JSON body the route reads, with the product's rules and messages. */
  request?: z.ZodType;
  /** The query string the route reads. */
  query?: z.ZodType;
  /** The body of every success answer. */
  response: z.ZodType;
  /** The success status when it is not 200. */
  status?: 201;
  /** The `code` of each refusal (4xx) the route gives on purpose, besides `ANY_ROUTE_ERRORS`. */
  errors: readonly string[];
}

/** Refusals any route may give, before its own code runs (origin, body size and type) or when it breaks. */
export const ANY_ROUTE_ERRORS = [
  ERROR_CODES.forbiddenOrigin,
  ERROR_CODES.payloadTooLarge,
  ERROR_CODES.unsupportedMediaType,
  'LENGTH_REQUIRED',
  'BAD_REQUEST',
  ERROR_CODES.internal,
] as const;

const BODY = [ERROR_CODES.validation, 'INVALID_JSON'] as const;
const SIGNED_IN = [ERROR_CODES.unauthenticated] as const;
const ADMIN = [ERROR_CODES.unauthenticated, ERROR_CODES.forbidden] as const;
const THROTTLED = [ERROR_CODES.rateLimited] as const;
/** A write that lost a race with another writer of the same stream (docs/decisions/008). */
const WRITE = ['STALE_VERSION'] as const;
/** Writes guarded by If-Match: a stale or malformed version is refused. */
const VERSIONED = [...WRITE, 'INVALID_IF_MATCH'] as const;

export const endpoints = {
  'GET /healthz': { response: healthResponse, errors: [] },
  'GET /readyz': { response: readinessResponse, errors: [] },

  // Accounts and sign-in
  'POST /api/register': {
    request: registerRequest,
    response: registerResponse,
    status: 201,
    errors: [...BODY, ...THROTTLED, ...WRITE, ERROR_CODES.emailTaken, ERROR_CODES.agencyNameTaken],
  },
  'POST /api/login': {
    request: loginRequest,
    response: loginResponse,
    errors: [...BODY, ...THROTTLED, ...WRITE, ERROR_CODES.invalidCredentials, ERROR_CODES.emailNotVerified],
  },
  'POST /api/verify-mfa': {
    request: verifyMfaRequest,
    response: sessionUser,
    errors: [...BODY, ...THROTTLED, ...SIGNED_IN, ...WRITE, ERROR_CODES.invalidCode, 'NO_PENDING_SIGN_IN'],
  },
  'POST /api/resend-mfa-code': {
    response: resendMfaCodeResponse,
    errors: [...THROTTLED, ...SIGNED_IN, 'NO_PENDING_SIGN_IN'],
  },
  'POST /api/logout': { response: messageResponse, errors: [] },
  'PATCH /api/user/mfa': {
    request: mfaRequest,
    response: mfaResponse,
    errors: [...BODY, ...SIGNED_IN, 'MFA_MANDATORY'],
  },
  'GET /api/user': { response: sessionUser, errors: SIGNED_IN },
  'PATCH /api/user/onboarding': {
    request: onboardingRequest,
    response: messageResponse,
    errors: [...BODY, ...SIGNED_IN, ...WRITE],
  },
  'POST /api/verify-email': {
    request: verifyEmailRequest,
    response: verifyEmailResponse,
    errors: [...BODY, ...THROTTLED, ...WRITE, ERROR_CODES.invalidToken],
  },
  'POST /api/resend-verification': {
    request: emailOnlyRequest,
    response: messageResponse,
    errors: [...BODY, ...THROTTLED],
  },
  'POST /api/forgot-password': {
    request: emailOnlyRequest,
    response: messageResponse,
    errors: [...BODY, ...THROTTLED],
  },
  'POST /api/reset-password': {
    request: resetPasswordRequest,
    response: messageResponse,
    errors: [...BODY, ...THROTTLED, ...WRITE, ERROR_CODES.invalidToken],
  },
  'POST /api/trust-browser': {
    request: trustBrowserRequest,
    response: messageResponse,
    errors: [...BODY, ...THROTTLED, ERROR_CODES.invalidToken],
  },

  // Staff and invitations
  'GET /api/users': { response: memberSummary.array(), errors: ADMIN },
  'POST /api/users/invite': {
    request: inviteUserRequest,
    response: invitationResult,
    status: 201,
    errors: [
      ...THROTTLED,
      ...BODY,
      ...ADMIN,
      ...WRITE,
      ERROR_CODES.emailTaken,
      'MOBILE_TAKEN',
      'NO_WAY_TO_REACH',
      ERROR_CODES.notFound,
      ERROR_CODES.conflict,
    ],
  },
  'POST /api/users/import/preview': {
    request: rosterRequest,
    response: rosterPreview,
    errors: [...THROTTLED, ...BODY, ...ADMIN],
  },
  'POST /api/users/import': {
    request: rosterRequest,
    response: rosterImportResult,
    errors: [...THROTTLED, ...BODY, ...ADMIN, ...WRITE, ERROR_CODES.conflict],
  },
  'PATCH /api/users/:id': {
    request: updateUserRequest,
    response: memberSummary,
    errors: [
      ...THROTTLED,
      ...BODY,
      ...ADMIN,
      ...WRITE,
      ERROR_CODES.notFound,
      ERROR_CODES.emailTaken,
      'MOBILE_TAKEN',
      'NO_WAY_TO_REACH',
      'OWN_ROLE',
      'ADMIN_EMAIL',
    ],
  },
  'DELETE /api/users/:id': {
    response: messageResponse,
    errors: [...ADMIN, ...WRITE, ERROR_CODES.notFound, 'CANNOT_DELETE_SELF'],
  },
  'POST /api/users/:id/resend-invite': {
    response: invitationResult,
    errors: [...THROTTLED, ...ADMIN, ...WRITE, ERROR_CODES.notFound, 'ALREADY_ACCEPTED', 'NO_WAY_TO_REACH'],
  },
  'POST /api/users/accept-invite': {
    request: acceptInviteRequest,
    response: acceptInviteResponse,
    errors: [...BODY, ...THROTTLED, ...WRITE, ERROR_CODES.invalidToken, 'WRONG_INVITATION'],
  },
  'POST /api/users/text-consent': {
    request: textConsentRequest,
    response: textConsentResponse,
    errors: [...BODY, ...THROTTLED, ...WRITE, ERROR_CODES.invalidToken],
  },
  'POST /api/users/setup': {
    request: accountSetupRequest,
    response: messageResponse,
    errors: [
      ...BODY,
      ...THROTTLED,
      ...WRITE,
      ERROR_CODES.invalidToken,
      'INVITATION_MISMATCH',
      'WRONG_INVITATION',
      'ALREADY_SET_UP',
    ],
  },

  // The agency
  'GET /api/agency': { response: agencyResponse, errors: ADMIN },
  'PATCH /api/agency': {
    request: renameAgencyRequest,
    response: agencyResponse,
    errors: [...BODY, ...ADMIN, ...VERSIONED, ERROR_CODES.agencyNameTaken],
  },
  'GET /api/agency/settings': { response: agencySettingsResponse, errors: ADMIN },
  'PATCH /api/agency/settings': {
    request: agencySettingsRequest,
    response: agencySettingsResponse,
    errors: [...BODY, ...ADMIN, ...VERSIONED],
  },
  'GET /api/agency/settings/email-templates': { response: versionedTemplates, errors: ADMIN },
  'PATCH /api/agency/settings/email-templates': {
    request: emailTemplatesRequest,
    response: versionedTemplates,
    errors: [...BODY, ...ADMIN, ...VERSIONED],
  },
  'POST /api/agency/settings/email-templates/test': {
    request: templateTestRequest,
    response: messageResponse,
    errors: [...THROTTLED, ...BODY, ...ADMIN, 'MAIL_FAILED'],
  },
  'POST /api/agency/settings/email-templates/restore/:type': {
    response: restoreTemplateResponse,
    errors: [...ADMIN, ...WRITE, ERROR_CODES.notFound],
  },
  'GET /api/job-roles': { response: jobRole.array(), errors: ADMIN },
  'POST /api/job-roles': {
    request: jobRoleRequest,
    response: jobRole,
    status: 201,
    errors: [...BODY, ...ADMIN, ...WRITE, 'JOB_ROLE_NAME_TAKEN'],
  },
  'PATCH /api/job-roles/:id': {
    request: jobRoleRequest,
    response: jobRole,
    errors: [...BODY, ...ADMIN, ...WRITE, ERROR_CODES.notFound, 'JOB_ROLE_NAME_TAKEN'],
  },
  'DELETE /api/job-roles/:id': {
    response: messageResponse,
    errors: [...ADMIN, ...WRITE, ERROR_CODES.notFound, 'JOB_ROLE_IN_USE'],
  },

  // The weekly check-in
  'GET /api/survey/questions': {
    query: surveyLinkQuery,
    response: surveyQuestionsResponse,
    errors: [...THROTTLED, 'LINK_INVALID'],
  },
  'GET /api/survey/check-in': {
    query: surveyLinkQuery,
    response: checkInResponse,
    errors: [...THROTTLED, 'LINK_INVALID'],
  },
  'POST /api/survey/submit': {
    request: surveySubmission,
    response: messageResponse,
    errors: [...BODY, ...THROTTLED, 'LINK_INVALID'],
  },
  'GET /api/survey/preview': { response: surveyQuestionsResponse, errors: ADMIN },
  'POST /api/survey/send-reminders': {
    request: sendRemindersRequest,
    response: sendRemindersResponse,
    errors: [...BODY, ...ADMIN, ...WRITE, ERROR_CODES.notFound, 'NO_OPEN_ROUND'],
  },

  // The dashboard and reports
  'GET /api/dashboard/current-week': { response: currentWeekResponse, errors: ADMIN },
  'GET /api/dashboard/historical': {
    query: historyQuery,
    response: historicalResponse,
    errors: [...ADMIN, ERROR_CODES.validation],
  },
  'GET /api/dashboard/insights': { response: insightsResponse, errors: ADMIN },

  // The public site and the assistant
  'POST /api/support-request': {
    request: supportRequest,
    response: messageResponse,
    status: 201,
    errors: [...BODY, ...THROTTLED, ...WRITE, ERROR_CODES.conflict],
  },
  'POST /api/demo-request': {
    request: demoRequest,
    response: messageResponse,
    status: 201,
    errors: [...BODY, ...THROTTLED, ...WRITE, ERROR_CODES.conflict],
  },
  'GET /api/chatbot': { response: chatbotInfo, errors: [] },
  'POST /api/chatbot': {
    request: chatRequest,
    response: chatResponse,
    errors: [...BODY, ...THROTTLED, 'ASSISTANT_UNAVAILABLE'],
  },
} as const satisfies Record<`${'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'} /${string}`, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

/** The keys of the endpoints that read a JSON body, a query string. */
export type EndpointWithRequest = {
  [K in EndpointKey]: Endpoints[K] extends { request: z.ZodType } ? K : never;
}[EndpointKey];
export type EndpointWithQuery = {
  [K in EndpointKey]: Endpoints[K] extends { query: z.ZodType } ? K : never;
}[EndpointKey];

/** What a route must answer (before JSON), and what the web reads back. */
export type EndpointResponse<K extends EndpointKey> = z.input<Endpoints[K]['response']>;
/** The body a client sends, as the form holds it (before the schema's transforms). */
export type EndpointRequest<K extends EndpointKey> = Endpoints[K] extends { request: infer S extends z.ZodType }
  ? z.input<S>
  : never;
/** The query a client sends. */
export type EndpointQuery<K extends EndpointKey> = Endpoints[K] extends { query: infer S extends z.ZodType }
  ? z.input<S>
  : never;
