import type { HelpGuide } from '@hearth/contracts/help/types';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Dialog } from '../../../components/ui/dialog';
import { HelpSectionView } from './help-section';

/**
 * The nine tutorial cards (Tutorials, docs/product-rules.md). Each opens its guide in a dialog whose address is
 * /tutorials#<slug>, so guides can be linked (the assistant does) and the Back button closes them.
 */
export function GuideCards({ guides }: { guides: HelpGuide[] }) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const openGuide = guides.find((guide) => `#${guide.slug}` === hash);

  return (
    <>
      <ul
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        })}
      >
        {guides.map((guide, index) => (
          <li key={guide.slug} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}>
            <p className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'semibold' })}>Guide {index + 1}</p>
            <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{guide.title}</h2>
            <p className={css({ color: 'fg.muted', flex: '1' })}>{guide.summary}</p>
            <Link to={{ hash: guide.slug }} className={css({ fontWeight: 'semibold', mt: '2' })}>
              Read the guide<span className={css({ srOnly: true })}>: {guide.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Dialog
        open={openGuide !== undefined}
        onOpenChange={(open) => {
          if (!open) navigate({ hash: '' }, { replace: true, preventScrollReset: true });
        }}
        title={openGuide?.title ?? ''}
        description={openGuide?.summary}
      >
        <div className={css({ display: 'grid', gap: '6' })}>
          {openGuide?.sections.map((section) => (
            <HelpSectionView key={section.id} section={section} headingLevel={3} />
          ))}
        </div>
      </Dialog>
    </>
  );
}
