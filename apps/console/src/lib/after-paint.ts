/**
 * Runs `callback` once the browser has painted the current frame: a task queued from the next
 * animation frame, whose paint comes before it. What a tap changes by itself (the pressed button,
 * the focus) is painted without waiting for the work queued here
 * (docs/decisions/187-the-busy-form-renders-after-the-tap-is-painted.md).
 */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback));
}
