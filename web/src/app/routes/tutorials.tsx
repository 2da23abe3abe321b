import { TUTORIAL_GUIDES } from '@hearth/contracts/help/knowledge-base';
import { css } from 'styled-system/css';
import { Page } from '../../components/layout/page';
import { GuideCards } from '../../features/public-site/components/guide-cards';
import { usePageMeta } from '../../lib/page-meta';

export function TutorialsPage() {
  usePageMeta(
    'Tutorials',

    'Nine step-by-step guides to setting up Hearth, reading your dashboard, configuring reminders and ' +
      'protecting staff privacy.',
  );
  return (
    <Page>
      <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold' })}>Tutorials</h1>
      <p className={css({ mt: '3', mb: '8', fontSize: 'lg', color: 'fg.muted', maxW: '3xl', lineHeight: '1.7' })}>
        Step-by-step guides for hospice administrators, from creating your agency to reading the dashboard and
        explaining anonymity to your team.
      </p>
      <GuideCards guides={TUTORIAL_GUIDES} />
    </Page>
  );
}
