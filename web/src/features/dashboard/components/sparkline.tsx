import { css } from 'styled-system/css';

const WIDTH = 120;
const HEIGHT = 32;

/**
 * A small trend line (decorative: the numbers are on the card and in Reports). A week without a
 * value (fewer than k answers) breaks the line rather than dropping to zero.
 */
export function Sparkline({ points, max }: { points: (number | null)[]; max?: number }) {
  const values = points.filter((point): point is number => point !== null);
  const top = max ?? Math.max(1, ...values);
  const step = points.length > 1 ? WIDTH / (points.length - 1) : 0;
  const y = (value: number) => HEIGHT - 2 - (value / top) * (HEIGHT - 4);
  const segments: string[][] = [[]];
  points.forEach((point, index) => {
    if (point === null) segments.push([]);
    else segments.at(-1)!.push(`${(index * step).toFixed(1)},${y(point).toFixed(1)}`);
  });
  const last = points.at(-1);
  return (
    <svg
      aria-hidden="true"
      viewBox={`-3 0 ${WIDTH + 6} ${HEIGHT}`}
      preserveAspectRatio="none"
      className={css({ w: 'full', h: '8', mt: '2', color: 'accent.default', overflow: 'visible' })}
    >
      {segments
        .filter((segment) => segment.length > 0)
        .map((segment) => (
          // A lone week is a zero-length line: its round cap draws a dot.
          <path
            key={segment.join(' ')}
            d={`M${segment.join(' L')}${segment.length === 1 ? ' h0' : ''}`}
            fill="none"
            stroke="currentColor"
            strokeWidth={segment.length === 1 ? 4 : 2}
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        ))}
      {last !== null && last !== undefined && (
        <path
          d={`M${((points.length - 1) * step).toFixed(1)},${y(last).toFixed(1)} h0`}
          stroke="currentColor"
          strokeWidth="6"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      )}
    </svg>
  );
}
