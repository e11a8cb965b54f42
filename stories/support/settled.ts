/**
 * Waits until the page has stopped moving: every running CSS transition and animation (the
 * shadow roots' too) has finished, and the browser has drawn the result. A play function that
 * opens a collapsing section ends with it, so the accessibility check that runs after the play
 * measures the settled layout rather than a frame halfway through an expand (on a busy machine
 * the check can otherwise see a button still half covered by the section growing over it).
 */
export async function settled(): Promise<void> {
  const running = document.getAnimations().filter((animation) => animation.playState === 'running');
  await Promise.allSettled(running.map((animation) => animation.finished));
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
