import { DEMO_INTRO } from '@hearth/contracts/help/site';
import { NarrowCard } from '../../components/layout/page';
import { DemoForm } from '../../features/public-site/components/demo-form';
import { usePageMeta } from '../../lib/page-meta';

export function RequestDemoPage() {
  usePageMeta(
    'Request a Demo',
    "Ask for a walkthrough of Hearth's anonymous weekly check-in and dashboard for your hospice agency.",
  );
  return (
    <NarrowCard title="Request a Demo" subtitle={DEMO_INTRO}>
      <DemoForm />
    </NarrowCard>
  );
}
