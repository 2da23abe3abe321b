import { STAFF_PRIVACY_PATH } from '@hearth/contracts/constants';
import { css } from 'styled-system/css';
import { useStaffTexts } from '../../../lib/i18n/i18n';

/**
 * The survey's heading and promise, the same on the staff survey and its preview (docs/product-rules.md),
 * with the way to the page that says what administrators can and cannot see (docs/anonymity.md). The
 * page opens in a new tab so the answers given so far stay where they are.
 */
export function SurveyHeading() {
  const { t, language } = useStaffTexts();
  return (
    <header className={css({ mb: '6', textAlign: 'center', display: 'grid', gap: '2', justifyItems: 'center' })}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: '1.2' })}>
        {t('survey.title')}
      </h1>
      <p className={css({ color: 'fg.muted' })}>{t('survey.subtitle')}</p>
      <a
        href={`${STAFF_PRIVACY_PATH}?lang=${language}`}
        target="_blank"
        rel="noopener"
        className={css({ fontSize: 'sm' })}
      >
        {t('survey.privacyLink')}
      </a>
    </header>
  );
}
