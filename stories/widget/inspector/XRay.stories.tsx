import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { XRayMark } from '../../../widget/src/inspector/xray.ts';
import { InspectorHarness, inspectorArgs } from './support.ts';

/** Sets an attribute React's JSX cannot spell (the data-ms-* names hold a colon). */
function attribute(name: string, value: string) {
  return { [name]: value } as Record<string, string>;
}

/** A small page with an error, a warning, a found element (with its own z-index) and a hidden error. */
function FakePage() {
  return (
    <main className="xray-story-page">
      <style>{`
        .xray-story-page { display: grid; gap: 40px; max-width: 150px; padding: 48px 20px; font: 14px/1.4 system-ui, sans-serif; color: #1f2328; }
        .xray-story-page h1 { margin: 0; font-size: 20px; }
        .xray-story-page form { display: grid; gap: 6px; }
        .xray-story-page input { width: 100%; box-sizing: border-box; }
      `}</style>
      <h1>Plans</h1>
      <a href="#join" data-testid="broken" {...attribute('data-ms-plan:add', 'free')}>
        Join for free
      </a>
      <form
        data-testid="forgot"
        aria-label="Forgot password"
        {...attribute('data-ms-form', 'forgot-password')}
      >
        <label>
          Email <input type="email" />
        </label>
        <button type="button">Send</button>
      </form>
      <form
        data-testid="signup"
        aria-label="Sign up"
        style={{ position: 'relative', zIndex: 10 }}
        {...attribute('data-ms-form', 'signup')}
      >
        <label>
          Email <input type="email" />
        </label>
        <button type="button">Sign up</button>
      </form>
      <button
        type="button"
        data-testid="hidden"
        style={{ display: 'none' }}
        {...attribute('data-ms-plan:add', '')}
      >
        Hidden plan button
      </button>
    </main>
  );
}

function byTestId(id: string): Element {
  const element = document.querySelector(`[data-testid="${id}"]`);
  if (!element) throw new Error(`No ${id} on the page`);
  return element;
}

/** What the controller would pass: the scan's marks, one of them on a hidden element. */
const marks = (): XRayMark[] => [
  { element: byTestId('broken'), level: 'error', message: 'Broken Plan Button Found' },
  { element: byTestId('forgot'), level: 'warning', message: 'Forgot Password Form Missing Redirect' },
  { element: byTestId('signup'), level: 'found', message: 'Signup Form' },
  { element: byTestId('hidden'), level: 'error', message: 'Incorrect Plan ID' },
];

/** docs/product/widget.md §2, §9; data-attributes.md §13: the X-ray outlines over a page. */
const meta = {
  title: 'widget/inspector/XRay',
  component: InspectorHarness,
  args: { ...inspectorArgs({ open: true, side: 'right' }), page: <FakePage />, xRayMarks: marks },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InspectorHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

function layerBoxes(): HTMLElement[] {
  const host = document.querySelector('[data-wf-xray]');
  return [...(host?.shadowRoot?.querySelectorAll<HTMLElement>('[data-level]') ?? [])];
}

/** X-ray on: a box per visible mark in its level's colour, 6 px off, 2 px wide; none for the hidden element. */
export const On: Story = {
  args: { xRayMode: true },
  play: async ({ canvas, args, step }) => {
    const boxes = await waitFor(() => {
      const found = layerBoxes();
      if (found.length === 0) throw new Error('no boxes yet');
      return found;
    });
    await step('three boxes: the hidden element gets none', async () => {
      await expect(boxes.map((box) => box.dataset.level)).toEqual(['error', 'warning', 'found']);
    });
    await step('red, yellow and green 2 px borders', async () => {
      const colours = boxes.map((box) => getComputedStyle(box).borderTopColor);
      await expect(colours).toEqual(['rgb(224, 102, 87)', 'rgb(239, 211, 80)', 'rgb(92, 157, 111)']);
      for (const box of boxes) await expect(getComputedStyle(box).borderTopWidth).toBe('2px');
    });
    await step('around the element with a 6 px margin', async () => {
      const element = byTestId('broken').getBoundingClientRect();
      const box = (boxes[0] as HTMLElement).getBoundingClientRect();
      await expect(box.left).toBeCloseTo(element.left - 8, 0);
      await expect(box.top).toBeCloseTo(element.top - 8, 0);
      await expect(box.width).toBeCloseTo(element.width + 16, 0);
      await expect(box.height).toBeCloseTo(element.height + 16, 0);
    });
    await step('the tooltip on errors and warnings, and the z-order of §9', async () => {
      await expect(boxes.map((box) => box.textContent)).toEqual([
        'Broken Plan Button Found',
        'Forgot Password Form Missing Redirect',
        '',
      ]);
      await expect(boxes.map((box) => getComputedStyle(box).zIndex)).toEqual(['53', '52', '11']);
      const host = document.querySelector('[data-wf-xray]') as HTMLElement;
      await expect(getComputedStyle(host).zIndex).toBe('auto');
      await expect(getComputedStyle(host).transform).toBe('none');
    });
    await step('the switch turns it off', async () => {
      const toggle = canvas.getByRole('switch', { name: 'X-ray mode' });
      await expect(toggle).toBeChecked();
      await userEvent.click(toggle);
      await expect(args.onXRayModeChange).toHaveBeenLastCalledWith(false);
      await expect(toggle).not.toBeChecked();
      await waitFor(() => expect(layerBoxes()).toHaveLength(0));
    });
  },
};

/** X-ray off: no outlines until the switch turns it on. */
export const Off: Story = {
  args: { xRayMode: false },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'X-ray mode' });
    await expect(toggle).not.toBeChecked();
    await expect(document.querySelector('[data-wf-xray]')).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onXRayModeChange).toHaveBeenLastCalledWith(true);
    await waitFor(() =>
      expect(layerBoxes().map((box) => box.dataset.level)).toEqual(['error', 'warning', 'found']),
    );
  },
};
