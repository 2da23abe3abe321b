import { Tabs } from '@ark-ui/react/tabs';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';

const fades = {
  canvas: {
    before: css({
      left: '0',
      justifyContent: 'flex-start',
      bgGradient: 'to-r',
      gradientFrom: 'bg.canvas',
      gradientTo: 'transparent',
    }),
    after: css({
      right: '0',
      justifyContent: 'flex-end',
      bgGradient: 'to-l',
      gradientFrom: 'bg.canvas',
      gradientTo: 'transparent',
    }),
  },
  surface: {
    before: css({
      left: '0',
      justifyContent: 'flex-start',
      bgGradient: 'to-r',
      gradientFrom: 'bg.surface',
      gradientTo: 'transparent',
    }),
    after: css({
      right: '0',
      justifyContent: 'flex-end',
      bgGradient: 'to-l',
      gradientFrom: 'bg.surface',
      gradientTo: 'transparent',
    }),
  },
};

/**
 * A tab list that scrolls sideways when the tabs do not fit (a phone), with a fade and an arrow on
 * the side that has more tabs, so nobody mistakes the clipped row for all there is. The selected
 * tab is scrolled into view.
 */
export function ScrollingTabList({
  className,
  children,
  on = 'canvas',
}: {
  className: string;
  children: ReactNode;
  /** What the list sits on, so the fade blends into it. */
  on?: 'canvas' | 'surface';
}) {
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const update = () =>
      setMore({
        before: element.scrollLeft > 4,
        after: element.scrollLeft + element.clientWidth < element.scrollWidth - 4,
      });
    element.querySelector('[aria-selected=true]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  const cue = css({
    position: 'absolute',
    top: '0',
    bottom: '1px',
    w: '10',
    display: 'flex',
    alignItems: 'center',
    pointerEvents: 'none',
    color: 'fg.muted',
    fontSize: 'lg',
  });
  return (
    <div className={css({ position: 'relative', minW: '0' })}>
      <Tabs.List ref={list} className={className}>
        {children}
      </Tabs.List>
      {more.before && (
        <span aria-hidden="true" className={cx(cue, fades[on].before)}>
          ‹
        </span>
      )}
      {more.after && (
        <span aria-hidden="true" className={cx(cue, fades[on].after)}>
          ›
        </span>
      )}
    </div>
  );
}
