/** Business constants shared by every package (docs/product-rules.md, docs/anonymity.md). */

export const PRODUCT_NAME = 'Hearth';

export const SURVEY_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type SurveyDay = (typeof SURVEY_DAYS)[number];

export const TIMEZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;
export type Timezone = (typeof TIMEZONES)[number];

export const DEFAULT_SURVEY_SCHEDULE = {
  surveyDay: 'Monday' as SurveyDay,
  surveyTime: '09:00',
  timezone: 'America/New_York' as Timezone,
  reminderInterval: 360,
  answerWindowHours: 24,
};

/** Minimum number of answers before a round's scores are shown (docs/anonymity.md). */
export const ANONYMITY_THRESHOLD = { default: 5, min: 3, max: 10 };

export const SURVEY_LINK_HOURS = 24;
/**
 * How long a week's links stay open, chosen by the agency (docs/product-rules.md): 24 hours as the spec
 * has it, up to 72 for staff whose shifts straddle a day.
 */
export const ANSWER_WINDOW_HOURS = { default: SURVEY_LINK_HOURS, min: 24, max: 72 };
export const MFA_CODE_MINUTES = 10;
export const MFA_MAX_ATTEMPTS = 5;
/** A new sign-in code at most this often (docs/product-rules.md). */
export const MFA_RESEND_SECONDS = 30;
export const CODE_LENGTH = 6;

/** Where the check-in's slider starts on every scaled question. */
export const SLIDER_DEFAULT = 5;

export const SCORE = {
  min: 1,
  max: 10,
  healthyBelow: 6,
  highFrom: 7,
  highRiskAbove: 8,
  alertItemAbove: 9,
  /** Duty of care: the thank-you page shows where to get support from an index of 7 or an item of 9. */
  supportIndexFrom: 7,
  supportItemFrom: 9,
} as const;

/**
 * The languages staff can read the check-in, its mails and their pages in (docs/staff-languages.md).
 * Administrators' screens are in English.
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** As administrators choose a member's language (each named in its own words). */
export const LANGUAGE_OPTIONS: { value: Language; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español (Spanish)' },
];
export const DEFAULT_LANGUAGE: Language = 'en';
export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);

export const CHAT_MESSAGE_MAX = 1000;
export const RECENT_ACTIVITY_ROWS = 5;
export const REDIRECT_DELAY_MS = 2000;

/** The page that tells staff, in their language, what administrators can and cannot see (docs/anonymity.md). */
export const STAFF_PRIVACY_PATH = '/staff-privacy';
