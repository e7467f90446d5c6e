/**
 * Resolves in a task after the browser has painted the next frame: work started then (loading and evaluating a
 * module, validating a form) no longer holds back the frame that answers a tap or a key. A hidden page paints no
 * frames, so a short timer resolves it there.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    const done = () => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    };
    if (typeof requestAnimationFrame !== 'function' || document.hidden) done();
    else requestAnimationFrame(done);
  });
}
