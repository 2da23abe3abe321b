import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { api } from '../../lib/api-client';
import { useStaffTexts } from '../../lib/i18n/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { queryKeys } from '../../lib/query-keys';

/**
 * /staff-privacy: what administrators can and cannot see, in plain words, in English or Spanish
 * (docs/anonymity.md holds the full account; this page must stay true to it). Linked from the
 * check-in and from every staff mail.
 */
export function StaffPrivacyPage() {
  const { t } = useStaffTexts();
  usePageMeta(t('privacy.title'), t('privacy.description'));
  const sections = t('privacy.sections', { returnObjects: true });
  // Whether an outside AI service may read comments, and whose: the server says (GET /api/chatbot).
  const provider = useQuery({ queryKey: queryKeys.chatbotInfo, queryFn: () => api('GET /api/chatbot') }).data
    ?.modelProvider;
  return (
    <div className={css({ maxW: '2xl', mx: 'auto', px: '4', py: { base: '6', md: '10' } })}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', lineHeight: '1.2' })}>
        {t('privacy.title')}
      </h1>
      <p className={css({ mt: '3', fontSize: 'lg', lineHeight: '1.6' })}>{t('privacy.intro')}</p>
      <div className={css({ display: 'grid', gap: '4', mt: '6' })}>
        {sections.map((section, index) => (
          <section key={section.heading} className={card()} aria-labelledby={`privacy-${index}`}>
            <h2 id={`privacy-${index}`} className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })}>
              {section.heading}
            </h2>
            <p className={css({ lineHeight: '1.6' })}>{section.text}</p>
          </section>
        ))}
        {provider && (
          <section className={card()} aria-labelledby="privacy-outside-ai">
            <h2 id="privacy-outside-ai" className={css({ fontSize: 'lg', fontWeight: 'bold', mb: '2' })}>
              {t('privacy.outsideAi.heading')}
            </h2>
            <p className={css({ lineHeight: '1.6' })}>{t('privacy.outsideAi.text', { provider })}</p>
          </section>
        )}
      </div>
      <p className={css({ mt: '6', color: 'fg.muted' })}>{t('privacy.language')}</p>
    </div>
  );
}
