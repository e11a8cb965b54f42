import type { Meta, StoryObj } from '@storybook/react-vite';
import { Switch } from '@wf/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

const meta = {
  title: 'ui/Switch',
  component: Switch,
  args: { label: 'Featured Video', onCheckedChange: fn(), onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Featured Video' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // Clicking the label toggles too.
    await userEvent.click(canvas.getByText('Featured Video'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const On: Story = {
  args: { label: 'Locked Content', defaultChecked: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Locked Content' });
    await expect(toggle).toBeChecked();
    // The track turns the brand colour when on.
    const track = toggle.nextElementSibling as HTMLElement;
    const onColour = getComputedStyle(track).backgroundColor;
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await waitFor(() => expect(getComputedStyle(track).backgroundColor).not.toBe(onColour));
    await expect(args.onCheckedChange).toHaveBeenCalledOnce();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};

export const ToggleByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Featured Video' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    const track = toggle.nextElementSibling as HTMLElement;
    await expect(getComputedStyle(track).boxShadow).not.toBe('none');
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Featured Video' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Locked Content',
    description: 'Require membership to view this video',
    defaultChecked: true,
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Locked Content' });
    await expect(canvas.getByText('Require membership to view this video')).toBeVisible();
    await expect(toggle).toHaveAccessibleDescription('Require membership to view this video');
  },
};

/** The parent owns the state: `checked` plus `onCheckedChange`. */
export const Controlled: Story = {
  render: function ControlledSwitch(args) {
    const [on, setOn] = useState(false);
    return (
      <div>
        <Switch
          {...args}
          checked={on}
          onCheckedChange={(checked) => {
            args.onCheckedChange?.(checked);
            setOn(checked);
          }}
        />
        <p>{on ? 'Shown in the featured section' : 'Not featured'}</p>
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Not featured')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Featured Video' }));
    await expect(canvas.getByText('Shown in the featured section')).toBeVisible();
    await expect(args.onCheckedChange).toHaveBeenCalledOnce();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
