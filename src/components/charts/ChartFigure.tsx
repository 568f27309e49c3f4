import { Skeleton } from '@mantine/core';
import { Suspense, useRef, type ReactNode } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';

/**
 * A chart in a labelled figure. The chart library is heavy to load and to draw: the chart loads
 * and draws once the figure comes near the viewport (a dashboard's chart below the fold on a
 * phone costs nothing until the reader scrolls to it), with a skeleton of its size until then.
 */
export function ChartFigure({
  label,
  className,
  height,
  caption,
  children,
}: {
  label: string;
  className?: string;
  height: number;
  /** Shown under the chart (a key to what the chart draws beyond its legend). */
  caption?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const skeleton = <Skeleton h={height} />;
  return (
    <figure ref={ref} aria-label={label} className={className}>
      <Suspense fallback={skeleton}>{near ? children : skeleton}</Suspense>
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
