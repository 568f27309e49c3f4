import { Skeleton } from '@mantine/core';
import { Suspense, lazy } from 'react';
import classes from './Tokenomics.module.css';
import type { TokenomicsCategory } from '@/api/tokenomics/schemas';

// recharts is heavy: it loads only when a chart is on screen (design.md, Performance).
const Stacked = lazy(() =>
  import('./charts/StackedAllocationChart').then((m) => ({ default: m.StackedAllocationChart })),
);
const Schedule = lazy(() =>
  import('./charts/ScheduleChart').then((m) => ({ default: m.ScheduleChart })),
);

export function LazyStackedChart({
  categories,
  label,
}: {
  categories: TokenomicsCategory[];
  label: string;
}) {
  return (
    <figure aria-label={label} className={classes.chart}>
      <Suspense fallback={<Skeleton h={320} />}>
        <Stacked categories={categories} />
      </Suspense>
    </figure>
  );
}

export function LazyScheduleChart({ category }: { category: TokenomicsCategory }) {
  return (
    <figure
      aria-label={`Schedule of ${category.name}: allocations and cumulative total`}
      className={classes.chart}
    >
      <Suspense fallback={<Skeleton h={260} />}>
        <Schedule category={category} />
      </Suspense>
    </figure>
  );
}
