/**
 * `client:settled` (docs/architecture.md "Speed"): hydrates an island once the page has loaded
 * (its images and fonts, the load event) and the browser is then idle. For an island drawn on the
 * server whose first state is already on screen, such as the home page's carousel: its script
 * (React with it) never competes with the page's largest image for a phone's bandwidth, which
 * `client:idle` did, since the browser is often idle before the image has arrived.
 */
import type { ClientDirective } from 'astro';

/** The longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

const settledDirective: ClientDirective = (load) => {
  const hydrate = async () => {
    const render = await load();
    await render();
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window)
      requestIdleCallback(() => void hydrate(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(() => void hydrate(), 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
};

export default settledDirective;
