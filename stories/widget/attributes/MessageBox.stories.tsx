import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { setFeedbackLabels, showMessage } from '../../../widget/src/attributes/feedback.ts';
import { InspectorView } from '../../../widget/src/inspector/ui/index.ts';
import { inspectorArgs, renderHarness, settled } from '../inspector/support.ts';

/**
 * docs/product/data-attributes.md §5: the message box the runtime adds to a page that has none
 * of its own, on a test-mode page, where the inspector's badge holds the bottom centre and its
 * sidebar a side. The box sits at the top centre, clear of both.
 */
const meta = {
  title: 'widget/attributes/MessageBox',
  component: InspectorView,
  args: inspectorArgs(),
  render: renderHarness,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    for (const box of document.querySelectorAll('[data-ms-message][data-wf-default]')) box.remove();
    return () => {
      for (const box of document.querySelectorAll('[data-ms-message][data-wf-default]')) box.remove();
      setFeedbackLabels({ close: 'Close message', working: 'Working…' });
    };
  },
} satisfies Meta<typeof InspectorView>;

export default meta;
type Story = StoryObj<typeof meta>;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function defaultBox(kind: 'success' | 'error'): HTMLElement {
  const box = document.querySelector<HTMLElement>(`[data-ms-message="${kind}"][data-wf-default]`);
  if (!box) throw new Error(`no default ${kind} box`);
  return box;
}

/** A failed log-in on a page without boxes of its own: the error box, and the badge below it. */
export const ErrorBesideTheBadge: Story = {
  play: async ({ canvas }) => {
    showMessage('error', 'Invalid email or password.');
    const box = defaultBox('error');
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('role', 'alert');
    const badge = canvas.getByRole('button', { name: /^Test Mode/ });
    await expect(overlaps(box.getBoundingClientRect(), badge.getBoundingClientRect())).toBe(false);
    await expect(box.getBoundingClientRect().top).toBeLessThan(40);
  },
};

/** The sidebar open on the right: the box stays in the part of the page it leaves free. */
export const SuccessBesideTheSidebar: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Test Mode/ }));
    const sidebar = canvas.getByRole('complementary');
    await settled(sidebar);
    showMessage('success', 'You are signed in.');
    const box = defaultBox('success');
    await expect(box).toBeVisible();
    await expect(overlaps(box.getBoundingClientRect(), sidebar.getBoundingClientRect())).toBe(false);
    const badge = canvas.getByRole('button', { name: 'Hide Inspector' });
    await expect(overlaps(box.getBoundingClientRect(), badge.getBoundingClientRect())).toBe(false);
  },
};

/** `data-locale="es"`: the box's close button speaks Spanish too. */
export const InSpanish: Story = {
  play: async () => {
    setFeedbackLabels({ close: 'Cerrar mensaje', working: 'Procesando…' });
    showMessage('success', 'Has iniciado sesión.');
    const box = defaultBox('success');
    await expect(box).toHaveTextContent('Has iniciado sesión.');
    await expect(box.querySelector('button')).toHaveAccessibleName('Cerrar mensaje');
  },
};
