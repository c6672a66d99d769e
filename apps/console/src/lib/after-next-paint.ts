/**
 * Runs `work` in a task of its own after the next frame, so that an interaction's task, which paints
 * its answer (a busy form), leaves it out of its INP.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}
