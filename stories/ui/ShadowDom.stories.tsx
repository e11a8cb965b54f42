import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@wf/ui';
import uiStyles from '@wf/ui/styles.css?inline';
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, waitFor } from 'storybook/test';

/**
 * The widget mounts the library inside a shadow root with its styles as a string. This story
 * does the same next to hostile page CSS and checks that neither side reaches the other.
 */
function ShadowHost() {
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = uiStyles;
    const mount = document.createElement('div');
    shadow.replaceChildren(style, mount);
    const root = createRoot(mount);
    root.render(<Button>Inside the shadow root</Button>);
    return () => root.unmount();
  }, []);
  return (
    <div>
      <style>{`.hostile button { background: rgb(255, 0, 0) !important; font-size: 40px !important; }`}</style>
      <div className="hostile">
        <div ref={hostRef} data-testid="host" />
        <button type="button">A page button</button>
      </div>
    </div>
  );
}

const meta = { title: 'ui/Shadow DOM', component: ShadowHost } satisfies Meta<typeof ShadowHost>;
export default meta;

export const IsolatedFromThePage: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const host = canvas.getByTestId('host');
    const inner = await waitFor(() => {
      const button = host.shadowRoot?.querySelector('button');
      if (!button) throw new Error('not mounted yet');
      return button;
    });
    const inside = getComputedStyle(inner);
    // Our primary colour, not the page's red: page CSS does not reach into the shadow root.
    await expect(inside.backgroundColor).not.toBe('rgb(255, 0, 0)');
    await expect(inside.backgroundColor).toBe('rgb(58, 46, 122)');
    await expect(inside.fontSize).not.toBe('40px');
    // And the library's sheet inside the shadow root does not style the page's own button.
    const pageButton = canvas.getByRole('button', { name: 'A page button' });
    await expect(pageButton.classList.length).toBe(0);
    await expect(getComputedStyle(pageButton).fontSize).toBe('40px');
  },
};
