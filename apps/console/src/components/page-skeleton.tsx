import { useEffect, useState } from 'react';

/** Waits this long before showing the skeleton: a faster answer paints no flash at all. */
export const SKELETON_DELAY_MS = 300;

/**
 * The branded placeholder of a screen whose code is loading (the Suspense fallback) or whose
 * session the guard is still checking. Nothing for the first {@link SKELETON_DELAY_MS}.
 */
export function PageSkeleton() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SKELETON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!shown) return null;
  return (
    <div className="skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">Loading…</span>
      <div className="skeleton__bar" aria-hidden="true">
        <span className="skeleton__brand">CRM Admin</span>
      </div>
      <div className="skeleton__card" aria-hidden="true">
        <span className="skeleton__line skeleton__line--title" />
        <span className="skeleton__line" />
        <span className="skeleton__line skeleton__line--short" />
      </div>
    </div>
  );
}
