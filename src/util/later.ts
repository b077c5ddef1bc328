/**
 * Runs `work` in a task of its own, after the current one; returns what cancels it. For what can
 * wait a moment, such as code fetched ahead of need: started from the effects of a screen's first
 * render, it would lengthen the task that mounts the screen, which on a slow phone is long already.
 */
export function later(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
