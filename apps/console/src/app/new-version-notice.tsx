import { NEW_VERSION_TEXT, useNewVersionAvailable } from '@/lib/stale-deploy';

/** Shown when a part of the console could not be loaded even after a reload (lib/stale-deploy.ts). */
export function NewVersionNotice() {
  const available = useNewVersionAvailable();
  if (!available) return null;
  return (
    <div role="alert" className="banner new-version">
      <span>{NEW_VERSION_TEXT}.</span>{' '}
      <button type="button" className="button button--small" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
