import type { EmployeeAssistance } from '@hearth/contracts/agency';
import { css, cx } from 'styled-system/css';
import { alert, button, card } from 'styled-system/recipes';
import { useStaffTexts } from '../../../lib/i18n/i18n';

/**
 * The thank-you page. After a hard week (`showSupport`, decided in the browser from the answers just
 * given, docs/duty-of-care.md) it also says where to get support now: the 988 Lifeline and the
 * agency's employee assistance programme, and plainly that nobody will reach out because the
 * answers are anonymous. Nothing is sent or stored about it being shown.
 */
export function ThankYou({ showSupport, programme }: { showSupport: boolean; programme: EmployeeAssistance | null }) {
  const { t } = useStaffTexts();
  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <div role="status" className={card({ padding: 'lg' })}>
        <h2 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '3' })}>{t('thanks.title')}</h2>
        <p>{t('thanks.text')}</p>
        <p className={css({ mt: '3', color: 'fg.muted' })}>{t('thanks.close')}</p>
      </div>
      {showSupport && <SupportNow programme={programme} />}
    </div>
  );
}

const action = css({ w: { base: 'full', sm: 'auto' }, whiteSpace: 'normal', textAlign: 'center', minH: '12' });

/** Where to get support now: the 988 Lifeline and the agency's programme (docs/duty-of-care.md). */
export function SupportNow({ programme }: { programme: EmployeeAssistance | null }) {
  const { t, language } = useStaffTexts();
  const chatUrl = language === 'es' ? 'https://988lineadevida.org' : 'https://988lifeline.org/chat';
  return (
    <section aria-labelledby="support-now" className={card({ padding: 'lg' })}>
      <h2 id="support-now" className={css({ fontSize: 'xl', fontWeight: 'bold', mb: '2' })}>
        {t('support.title')}
      </h2>
      <p>{t('support.intro')}</p>
      <div className={css({ display: 'grid', gap: '4', mt: '5' })}>
        <div className={css({ display: 'grid', gap: '2' })}>
          <h3 className={css({ fontWeight: 'bold' })}>{t('support.lifelineName')}</h3>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('support.lifeline')}</p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            <a href="tel:988" className={cx(button({ size: 'lg' }), action)}>
              {t('support.callLifeline')}
            </a>
            <a href="sms:988" className={cx(button({ size: 'lg', variant: 'outline' }), action)}>
              {t('support.textLifeline')}
            </a>
            <a
              href={chatUrl}
              target="_blank"
              rel="noopener"
              className={cx(button({ size: 'lg', variant: 'outline' }), action)}
            >
              {t('support.chatLifeline')}
            </a>
          </div>
        </div>
        {programme && (
          <div
            className={css({
              display: 'grid',
              gap: '2',
              borderTopWidth: '1px',
              borderColor: 'border.default',
              pt: '4',
            })}
          >
            <h3 className={css({ fontWeight: 'bold' })}>{programme.name}</h3>
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('support.programme')}</p>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              {programme.phone && (
                <a
                  href={`tel:${programme.phone.replace(/[^\d+]/g, '')}`}
                  className={cx(button({ size: 'lg' }), action)}
                >
                  {t('support.call', { phone: programme.phone })}
                </a>
              )}
              {programme.url && (
                <a
                  href={programme.url}
                  target="_blank"
                  rel="noopener"
                  className={cx(button({ size: 'lg', variant: 'outline' }), action)}
                >
                  {t('support.website', { name: programme.name })}
                </a>
              )}
            </div>
          </div>
        )}
      </div>
      <p className={cx(alert({ tone: 'info' }), css({ mt: '5' }))}>{t('support.anonymous')}</p>
      <p className={css({ mt: '3', fontWeight: 'semibold' })}>{t('support.emergency')}</p>
      <p className={css({ mt: '2', fontSize: 'sm', color: 'fg.muted' })}>{t('support.notRecorded')}</p>
    </section>
  );
}
