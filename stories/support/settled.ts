/**
 * Waits until the page has stopped moving: every running CSS transition and animation has
 * finished, the open shadow roots' included (the inspector and the widget draw in one, and a
 * document's own list leaves those out in Chromium), and the browser has drawn the result. A play
 * function that opens a collapsing section ends with it, so the accessibility check that runs
 * after the play measures the settled layout rather than a frame halfway through an expand (on a
 * busy machine the check can otherwise see a button still half covered by the section growing
 * over it).
 */
import { expect, waitFor } from 'storybook/test';

/** The document and every open shadow root in it, nested ones too. */
function roots(): (Document | ShadowRoot)[] {
  const found: (Document | ShadowRoot)[] = [document];
  for (let index = 0; index < found.length; index += 1) {
    for (const element of found[index]?.querySelectorAll('*') ?? []) {
      if (element.shadowRoot) found.push(element.shadowRoot);
    }
  }
  return found;
}

export async function settled(): Promise<void> {
  for (;;) {
    const running = roots()
      .flatMap((root) => root.getAnimations())
      // A spinner turns for ever: only what ends is waited for.
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    if (running.length === 0) break;
    await Promise.allSettled(running.map((animation) => animation.finished));
  }
  await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * Waits for an element's fade-in (a toast's 0.2 s, docs/product/widget.md §9), so checks (and
 * axe's contrast check) see the final colours. On a busy machine a clean run once found a toast
 * not visible just after the animations it had at the first look had ended (the fade can start
 * after that look): it looks again until the element is fully opaque.
 */
export async function fadedIn(element: Element): Promise<void> {
  await waitFor(async () => {
    await Promise.allSettled(element.getAnimations().map((animation) => animation.finished));
    await expect(getComputedStyle(element).opacity).toBe('1');
  });
}
