import { LANGUAGES } from '@hearth/contracts/constants';
import { css } from 'styled-system/css';
import { useStaffTexts } from '../../lib/i18n/i18n';

/**
 * English | Español, for staff pages: two toggle buttons (one pressed), big enough for a thumb. Each
 * language names itself in its own words and is marked with its `lang` for screen readers.
 */
export function LanguageSwitch({ onChange }: { onChange?(): void }) {
  const { t, language, setLanguage } = useStaffTexts();
  return (
    <fieldset
      className={css({
        display: 'inline-flex',
        borderWidth: '1px',
        borderColor: 'border.strong',
        borderRadius: 'full',
        p: '0.5',
        bg: 'bg.surface',
      })}
    >
      <legend className={css({ srOnly: true })}>{t('language.label')}</legend>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={language === option}
          onClick={() => {
            setLanguage(option);
            onChange?.();
          }}
          className={css({
            minH: '10',
            px: '3.5',
            borderRadius: 'full',
            fontSize: 'sm',
            fontWeight: 'semibold',
            cursor: 'pointer',
            color: 'fg.default',
            '&[aria-pressed=true]': { bg: 'accent.default', color: 'fg.onAccent' },
            _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
          })}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </fieldset>
  );
}
