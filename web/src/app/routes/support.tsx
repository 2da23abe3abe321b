import { PRIVACY_NOTICE, SUPPORT_INTRO } from '@hearth/contracts/help/site';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Page } from '../../components/layout/page';
import { ContactForm } from '../../features/public-site/components/contact-form';
import { FaqAccordion } from '../../features/public-site/components/faq-accordion';
import { usePageMeta } from '../../lib/page-meta';
import { useScrollToHash } from '../../lib/scroll-to-hash';

const heading = css({ fontSize: '2xl', fontWeight: 'bold' });

export function SupportPage() {
  usePageMeta(
    'Support and Help',
    'Answers to common questions about Hearth, a contact form with replies within 24 hours, and our privacy notice.',
  );
  useScrollToHash();
  return (
    <Page>
      <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold' })}>Support and Help</h1>
      <p className={css({ mt: '3', mb: '8', fontSize: 'lg', color: 'fg.muted' })}>{SUPPORT_INTRO}</p>
      <div
        className={css({
          display: 'grid',
          gap: '8',
          gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
          alignItems: 'start',
        })}
      >
        <section aria-labelledby="faq-title" className={css({ display: 'grid', gap: '4' })}>
          <h2 id="faq-title" className={heading}>
            Frequently Asked Questions
          </h2>
          <FaqAccordion />
        </section>
        <div className={css({ display: 'grid', gap: '6' })}>
          <section aria-labelledby="contact-title" className={cx(card(), css({ display: 'grid', gap: '4' }))}>
            <div>
              <h2 id="contact-title" className={heading}>
                Contact Us
              </h2>
              <p className={css({ color: 'fg.muted', mt: '1' })}>
                Ask a question, report a problem or share an idea. We reply within 24 hours.
              </p>
            </div>
            <ContactForm />
          </section>
          <section
            id={PRIVACY_NOTICE.id}
            aria-labelledby="privacy-title"
            className={cx(card(), css({ display: 'grid', gap: '3', scrollMarginTop: '20' }))}
          >
            <h2 id="privacy-title" className={heading}>
              {PRIVACY_NOTICE.heading}
            </h2>
            {PRIVACY_NOTICE.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className={css({ fontSize: 'sm', lineHeight: '1.7' })}>
                {paragraph}
              </p>
            ))}
          </section>
        </div>
      </div>
    </Page>
  );
}
