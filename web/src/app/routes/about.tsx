import { ABOUT_INTRO, ABOUT_SECTIONS, BURNOUT_RESEARCH_VIDEO } from '@hearth/contracts/help/about';
import { css } from 'styled-system/css';
import { Page } from '../../components/layout/page';
import { ButtonLink } from '../../components/ui/button';
import { HelpSectionView } from '../../features/public-site/components/help-section';
import { usePageMeta } from '../../lib/page-meta';
import { useScrollToHash } from '../../lib/scroll-to-hash';

export function AboutPage() {
  usePageMeta(
    'About',

    'Why Hearth exists, how its weekly check-in keeps hospice staff anonymous, and how the burnout index is ' +
      'calculated.',
  );
  useScrollToHash();
  return (
    <Page width="4xl">
      <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold' })}>About Hearth</h1>
      <p className={css({ mt: '3', fontSize: 'lg', color: 'fg.muted', lineHeight: '1.7' })}>{ABOUT_INTRO}</p>
      <div className={css({ display: 'grid', gap: '10', mt: '10' })}>
        {ABOUT_SECTIONS.map((section) => (
          <HelpSectionView key={section.id} section={section} />
        ))}
        <section aria-labelledby="learn-more" className={css({ display: 'grid', gap: '3' })}>
          <h2 id="learn-more" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
            Learn more and talk to us
          </h2>
          <p className={css({ lineHeight: '1.7' })}>
            <a href={BURNOUT_RESEARCH_VIDEO.url} target="_blank" rel="noopener noreferrer">
              {BURNOUT_RESEARCH_VIDEO.label}
            </a>{' '}
            (opens in a new tab).
          </p>
          <p className={css({ lineHeight: '1.7' })}>
            Questions about Hearth or about your agency? We reply within 24 hours.
          </p>
          <div>
            <ButtonLink to="/support" size="lg">
              Contact Us
            </ButtonLink>
          </div>
        </section>
      </div>
    </Page>
  );
}
