import { FEATURE_CARDS, LANDING } from '@hearth/contracts/help/site';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { ButtonLink } from '../../components/ui/button';
import { usePageMeta } from '../../lib/page-meta';

const section = css({ maxW: '6xl', mx: 'auto', px: '4' });

export function LandingPage() {
  usePageMeta(
    'Anonymous burnout check-ins for hospice teams',

    'Hearth gives hospice agencies a free, anonymous three-minute weekly staff check-in and a dashboard that ' +
      'shows burnout trends before they turn into turnover.',
  );
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className={css({ bg: 'bg.accentSubtle', borderBottomWidth: '1px', borderColor: 'border.default' })}
      >
        <div
          className={cx(
            section,
            css({
              py: { base: '12', md: '20' },
              display: 'grid',
              gap: '6',
              maxW: '4xl',
              textAlign: 'center',
              justifyItems: 'center',
            }),
          )}
        >
          <p
            className={css({
              fontWeight: 'semibold',
              color: 'accent.emphasized',
              fontSize: 'sm',
              textTransform: 'uppercase',
              letterSpacing: 'wide',
            })}
          >
            Free forever for hospice agencies
          </p>
          <h1
            id="hero-title"
            className={css({
              fontSize: { base: '3xl', md: '5xl' },
              fontWeight: 'bold',
              lineHeight: '1.15',
              color: 'fg.default',
            })}
          >
            {LANDING.heroTitle}
          </h1>
          <p className={css({ fontSize: { base: 'md', md: 'lg' }, color: 'fg.muted', maxW: '2xl', lineHeight: '1.7' })}>
            {LANDING.heroText}
          </p>
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' })}>
            <ButtonLink to="/auth?tab=signup" size="lg">
              Setup Free Account
            </ButtonLink>
            <ButtonLink to="/request-demo" size="lg" variant="outline">
              Request Demo
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-title" className={cx(section, css({ py: { base: '12', md: '16' } }))}>
        <h2
          id="features-title"
          className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', textAlign: 'center', mb: '10' })}
        >
          {LANDING.featuresTitle}
        </h2>
        <ul
          className={css({
            display: 'grid',
            gap: '5',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          })}
        >
          {FEATURE_CARDS.map((feature) => (
            <li key={feature.title} className={cx(card(), css({ display: 'grid', gap: '2', alignContent: 'start' }))}>
              <h3 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{feature.title}</h3>
              <p className={css({ color: 'fg.muted', lineHeight: '1.6' })}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="closing-title"
        className={css({ bg: 'bg.surface', borderTopWidth: '1px', borderColor: 'border.default' })}
      >
        <div
          className={cx(
            section,
            css({
              py: { base: '12', md: '16' },
              display: 'grid',
              gap: '4',
              justifyItems: 'center',
              textAlign: 'center',
              maxW: '3xl',
            }),
          )}
        >
          <h2 id="closing-title" className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
            {LANDING.closingTitle}
          </h2>
          <p className={css({ color: 'fg.muted', lineHeight: '1.7' })}>{LANDING.closingText}</p>
          <ButtonLink to="/auth?tab=signup" size="lg">
            Get Started - Free Forever
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
