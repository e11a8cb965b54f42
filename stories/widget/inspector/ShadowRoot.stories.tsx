import type { Meta, StoryObj } from '@storybook/react-vite';
import uiStyles from '@wf/ui/styles.css?inline';
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import inspectorStyles from '../../../widget/src/inspector/ui/styles.css?inline';
import { pxFromRem } from '../../../widget/src/root/css.ts';
import { InspectorHarness, type InspectorHarnessProps, inspectorArgs } from './support.ts';

/**
 * The overlay as the controller mounts it: in its own shadow root, with the styles as strings
 * (rem rewritten as px), on a page with hostile CSS (a 62.5% root font size, red buttons).
 */
function InShadowRoot(args: InspectorHarnessProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = pxFromRem(`${uiStyles}\n${inspectorStyles}`);
    const container = document.createElement('div');
    container.dataset.testid = 'shadow-container';
    shadow.replaceChildren(style, container);
    const root = createRoot(container);
    root.render(<InspectorHarness {...args} />);
    return () => root.unmount();
  }, [args]);
  return (
    <div>
      <style>
        {
          'html { font-size: 62.5% } button { background: rgb(255, 0, 0) !important; font-size: 40px !important; }'
        }
      </style>
      <p style={{ margin: 20, fontSize: 16 }}>A host page with its own CSS.</p>
      <div ref={host} data-testid="inspector-host" />
    </div>
  );
}

const meta = {
  title: 'widget/inspector/InShadowRoot',
  component: InShadowRoot,
  args: inspectorArgs(),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InShadowRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens and closes inside the shadow root; the page's CSS reaches nothing in it. */
export const Isolated: Story = {
  play: async ({ canvas, args, step }) => {
    const host = canvas.getByTestId('inspector-host');
    const container = await waitFor(() => {
      const found = host.shadowRoot?.querySelector<HTMLElement>('[data-testid="shadow-container"]');
      if (!found?.firstChild) throw new Error('not mounted yet');
      return found;
    });
    const inside = within(container);
    const badge = inside.getByRole('button', { name: 'Test Mode 11 items, with errors' });
    await step('the page CSS does not reach the badge', async () => {
      await expect(getComputedStyle(badge).backgroundColor).toBe('rgb(31, 35, 40)');
      await expect(getComputedStyle(badge).fontSize).toBe('13px');
    });
    await step('open: 242 px even with a 62.5% root font size', async () => {
      await userEvent.click(badge);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
      const sidebar = inside.getByRole('complementary', { name: 'Test mode inspector' });
      await expect(sidebar.getBoundingClientRect().width).toBe(242);
      await expect(inside.getByRole('tab', { name: 'Inspector' })).toHaveAttribute('aria-selected', 'true');
    });
    await step('Escape closes and returns the focus to the badge', async () => {
      inside.getByRole('tab', { name: 'Inspector' }).focus();
      await userEvent.keyboard('{Escape}');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(host.shadowRoot?.activeElement).toBe(badge);
    });
  },
};
