import { Accordion } from '@ark-ui/react/accordion';
import { FAQ_ITEMS } from '@hearth/contracts/help/faq';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { css } from 'styled-system/css';
import { accordion } from 'styled-system/recipes';

const PREFIX = '#faq-';

/**
 * The eight FAQ items (Support, docs/product-rules.md): one open at a time. A link to /support#faq-<id> (the
 * assistant's "Read more") opens that item.
 */
export function FaqAccordion() {
  const { hash } = useLocation();
  const fromHash = hash.startsWith(PREFIX) ? hash.slice(PREFIX.length) : null;
  const [open, setOpen] = useState<string[]>(fromHash ? [fromHash] : []);
  useEffect(() => {
    if (fromHash) setOpen([fromHash]);
  }, [fromHash]);
  const styles = accordion();

  return (
    <Accordion.Root
      className={styles.root}
      collapsible
      multiple={false}
      value={open}
      onValueChange={(details) => setOpen(details.value)}
    >
      {FAQ_ITEMS.map((item) => (
        <Accordion.Item key={item.id} value={item.id} id={`faq-${item.id}`} className={styles.item}>
          <h3>
            <Accordion.ItemTrigger className={styles.itemTrigger}>
              {item.question}
              <Accordion.ItemIndicator className={styles.itemIndicator} aria-hidden="true">
                {/* biome-ignore lint/a11y/noSvgWithoutTitle: a decorative chevron; its indicator is aria-hidden */}
                <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M3 6l5 5 5-5" />
                </svg>
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </h3>
          <Accordion.ItemContent className={styles.itemContent}>
            {item.answer.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className={css({ lineHeight: '1.7' })}>
                {paragraph}
              </p>
            ))}
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
