/**
 * A chunk's load started once and shared: the preload's and the route's (React.lazy) are the same
 * promise, so the route finds the module loaded and asks for nothing more as it renders. A failed
 * load is not kept: the next call tries afresh.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
