/**
 * Settles once the browser has painted the current frame: in a task queued from the next animation
 * frame, whose paint comes before it. What a tap changes by itself (the pressed button, the focus)
 * is painted without waiting for the work that waits for this
 * (docs/decisions/187-the-busy-form-renders-after-the-tap-is-painted.md,
 * docs/decisions/189-a-valid-submit-runs-once-the-tap-is-painted.md).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
