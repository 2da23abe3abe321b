import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hearth/contracts/constants';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { type StaffTexts, staffEn } from './staff-en';
import { staffEs } from './staff-es';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'staff';
    resources: { staff: StaffTexts };
  }
}

const isLanguage = (value: string | null | undefined): value is Language =>
  LANGUAGES.some((language) => language === value);

/**
 * The language a staff page opens in before the server says which one the member chose: `?lang` (staff
 * mails link with it), else the browser's first English or Spanish preference, else English.
 */
function openingLanguage(): Language {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const requested = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(requested)) return requested;
  for (const preference of navigator.languages ?? []) {
    const base = preference.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Staff pages only (docs/staff-languages.md): this module is loaded with the staff layout, so the
 * administrators' screens and the public site never download i18next. Resources are bundled, so
 * the instance is ready synchronously.
 */
const staffI18n = i18next.createInstance();
void staffI18n.use(initReactI18next).init({
  resources: { en: { staff: staffEn }, es: { staff: staffEs } },
  defaultNS: 'staff',
  lng: openingLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** For the build-time rendering of a staff page in a given language (prerender.tsx). */
export function setStaffLanguage(language: Language) {
  void staffI18n.changeLanguage(language);
}

/** The staff texts and the language they are in, with a setter for the language switch. */
export function useStaffTexts() {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return { t, language, setLanguage: (next: Language) => void i18n.changeLanguage(next) };
}
