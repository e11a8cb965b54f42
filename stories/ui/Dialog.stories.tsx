import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Dialog, type DialogProps } from '@wf/ui';
import { type ReactNode, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

/**
 * Presses a key as a real keyboard would: under Vitest through the browser driver (a trusted
 * event, so the browser's own close request for Escape would run too); in the Storybook UI
 * through user-event.
 */
async function pressKey(key: string) {
  try {
    const { userEvent: browser } = await import('vitest/browser');
    await browser.keyboard(`{${key}}`);
  } catch {
    await userEvent.keyboard(`{${key}}`);
  }
}

const fieldStyle = { display: 'grid', gap: 4, fontSize: 14 } as const;
const inputStyle = {
  font: 'inherit',
  padding: '8px 10px',
  border: '1px solid #8a7d70',
  borderRadius: 8,
} as const;

/** The pattern the site uses: a Button opens the dialog by setting `open`; no trigger component. */
function WithOpenButton({
  children,
  ...args
}: Omit<DialogProps, 'children'> & { children?: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(args.open ?? false);
  const onOpenChange = (next: boolean) => {
    args.onOpenChange?.(next);
    setOpen(next);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Change Password</Button>
      <Dialog {...args} open={open} onOpenChange={onOpenChange}>
        {children?.(() => onOpenChange(false))}
      </Dialog>
    </>
  );
}

function PasswordForm({ close }: { close: () => void }) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <label style={fieldStyle}>
        New password
        <input type="password" style={inputStyle} />
      </label>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button onClick={close}>Save</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  args: {
    title: 'Change Password',
    description: 'Minimum 8 characters required.',
    onOpenChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => <WithOpenButton {...args}>{(close) => <PasswordForm close={close} />}</WithOpenButton>,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed at first; the page's Button opens it and focus moves into it. */
export const Closed: Story = {
  play: async ({ args, canvas, step }) => {
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = canvas.getByRole('button', { name: 'Change Password' });
    await step('the button opens it', async () => {
      await userEvent.click(trigger);
      const dialog = await canvas.findByRole('dialog', { name: 'Change Password' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription('Minimum 8 characters required.');
      await expect(dialog).toHaveAttribute('data-state', 'open');
      await expect(canvas.getByRole('heading', { name: 'Change Password' })).toBeVisible();
      await expect(canvas.getByLabelText('New password')).toHaveFocus();
    });
    await step('Close closes it and focus returns to the button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
      await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
      await expect(trigger).toHaveFocus();
    });
  },
};

export const Open: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible();
    // Centred on the screen, over a dimmed page.
    const box = dialog.getBoundingClientRect();
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(Math.abs(box.top + box.height / 2 - window.innerHeight / 2)).toBeLessThan(2);
    await expect(getComputedStyle(dialog, '::backdrop').backgroundColor).toBe('rgba(20, 16, 14, 0.55)');
  },
};

/** Uncontrolled: `defaultOpen`, and the dialog keeps its own state. */
export const DefaultOpen: Story = {
  args: { defaultOpen: true, description: undefined },
  render: (args) => <Dialog {...args}>Your password was changed.</Dialog>,
  play: async ({ args, canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toHaveTextContent('Your password was changed.');
    // Nothing else to focus: the Close button takes focus.
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Change Password' });
    await userEvent.click(trigger);
    await expect(await canvas.findByRole('dialog')).toBeVisible();
    await pressKey('Escape');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const BackdropClickCloses: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Change Password' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog');
    // A click inside the panel does nothing...
    await userEvent.click(canvas.getByRole('heading', { name: 'Change Password' }));
    await expect(dialog).toBeVisible();
    // ...a click on the dimmed page around it closes.
    await userEvent.click(dialog);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** Tab and Shift+Tab cycle inside the dialog: the page behind cannot be reached. */
export const TabWraps: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await canvas.findByRole('dialog');
    const password = canvas.getByLabelText('New password');
    await expect(password).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(password).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

/** No Close button; neither Escape nor the backdrop closes it: only its own action does. */
export const HideClose: Story = {
  args: { hideClose: true, title: 'Sign up modal timed out', description: 'Please try again.' },
  render: (args) => (
    <WithOpenButton {...args}>
      {(close) => (
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={close}>Try again</Button>
        </div>
      )}
    </WithOpenButton>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Sign up modal timed out' });
    await expect(canvas.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    // Twice: Chromium lets a second Escape through if only the cancel event were prevented.
    await pressKey('Escape');
    await pressKey('Escape');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog);
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Focus goes to `initialFocus` rather than the first field. */
export const InitialFocus: Story = {
  render: function Render(args) {
    const save = useRef<HTMLButtonElement>(null);
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Change Password</Button>
        <Dialog {...args} open={open} onOpenChange={setOpen} initialFocus={save}>
          <div style={{ display: 'grid', gap: 16 }}>
            <label style={fieldStyle}>
              New password
              <input type="password" style={inputStyle} />
            </label>
            <Button ref={save} onClick={() => setOpen(false)}>
              Save
            </Button>
          </div>
        </Dialog>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await canvas.findByRole('dialog');
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
  },
};

const clauses = Array.from({ length: 14 }, (_, index) => index + 1);
const terms = clauses.map((clause) => (
  <p key={clause} style={{ margin: '0 0 12px' }}>
    {clause}. Membership gives access to the video library and a digital member ID. Plan changes can be made
    at any time and show at the next billing cycle.
  </p>
));

/** Content taller than the screen scrolls inside the panel; the heading stays put. */
export const LongContent: Story = {
  args: { title: 'Terms of Membership', description: undefined, size: 'lg' },
  render: (args) => <WithOpenButton {...args}>{() => terms}</WithOpenButton>,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Terms of Membership' });
    const box = dialog.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    // The scrolling body is a named region that keyboard users can reach and scroll.
    const body = await canvas.findByRole('region', { name: 'Terms of Membership' });
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(body).toHaveAttribute('tabindex', '0');
    await userEvent.tab({ shift: true });
    await expect(body).toHaveFocus();
    const heading = canvas.getByRole('heading', { name: 'Terms of Membership' });
    const headingTop = heading.getBoundingClientRect().top;
    body.scrollTop = body.scrollHeight;
    await waitFor(() => expect(body.scrollTop).toBeGreaterThan(0));
    const last = canvas.getByText(/^14\. Membership/).getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(body.getBoundingClientRect().bottom);
    await expect(heading.getBoundingClientRect().top).toBe(headingTop);
  },
};

/** Under 520 px the panel takes nearly the whole width. */
export const Mobile: Story = {
  args: { open: true },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Change Password' });
    await expect(window.innerWidth).toBe(375);
    const { width } = dialog.getBoundingClientRect();
    await expect(width).toBeGreaterThan(340);
    await expect(width).toBeLessThan(375);
  },
};

/** A brand's mark at the top of the header, level with Close, above the heading and not part of the name. */
export const WithMedia: Story = {
  args: {
    open: true,
    media: <img src="/favicon.svg" alt="World Family" style={{ blockSize: 40 }} />,
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toHaveAccessibleName('Change Password');
    const mark = canvas.getByRole('img', { name: 'World Family' }).getBoundingClientRect();
    const close = canvas.getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(mark.top).toBe(close.top);
    await expect(mark.bottom).toBeLessThanOrEqual(
      canvas.getByRole('heading', { name: 'Change Password' }).getBoundingClientRect().top,
    );
  },
};
