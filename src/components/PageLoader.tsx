import { cx, m } from '@/components/plain/mantine';
import classes from './PageLoader.module.css';

/** A route's pending state: Mantine's oval loader (its classes, src/components/plain). */
export function PageLoader() {
  return (
    <div className={classes.center} role="status">
      <span className={cx(m.loader.ovalLoader, m.loader.root, classes.loader)} data-size="sm" />
      <span className={m.visuallyHidden}>Loading…</span>
    </div>
  );
}
