import type { HelpSection } from '@hearth/contracts/help/types';
import { css } from 'styled-system/css';

const text = css({ lineHeight: '1.7', color: 'fg.default' });

/** A section of help content (shared with the assistant's knowledge base) as page text. */
export function HelpSectionView({ section, headingLevel = 2 }: { section: HelpSection; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className={css({ display: 'grid', gap: '3', scrollMarginTop: '20' })}
    >
      <Heading
        id={`${section.id}-heading`}
        className={css({ fontSize: headingLevel === 2 ? '2xl' : 'lg', fontWeight: 'bold' })}
      >
        {section.heading}
      </Heading>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)} className={text}>
          {paragraph}
        </p>
      ))}
      {section.steps && (
        <ol className={css({ listStyle: 'decimal', pl: '6', display: 'grid', gap: '2' })}>
          {section.steps.map((step) => (
            <li key={step.slice(0, 40)} className={text}>
              {step}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
