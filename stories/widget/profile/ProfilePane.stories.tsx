import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Member } from '@wf/sdk/contract';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ProfilePane, type ProfilePaneProps } from '../../../widget/src/profile/index.ts';
import { fakeFile, PaneFrame, PORTRAIT_DATA_URL, storyApp, storyMember } from './support.tsx';

/** The pane with a parent that saves: the member prop takes the saved values, as the container does. */
function SavingParent(args: ProfilePaneProps) {
  const [member, setMember] = useState<Member>(args.member);
  return (
    <ProfilePane
      {...args}
      member={member}
      onSaveCustomFields={(customFields) => {
        args.onSaveCustomFields?.(customFields);
        setMember((current) => ({ ...current, customFields: { ...current.customFields, ...customFields } }));
      }}
    />
  );
}

const meta = {
  title: 'widget/profile/ProfilePane',
  component: ProfilePane,
  decorators: [
    (Story) => (
      <PaneFrame>
        <Story />
      </PaneFrame>
    ),
  ],
  args: {
    app: storyApp(),
    member: storyMember(),
    onSaveCustomFields: fn(),
    onUploadImage: fn(),
  },
} satisfies Meta<typeof ProfilePane>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved values, in the fields' order (the hidden one left out); nothing to save. */
export const Clean: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    const inputs = canvas.getAllByRole('textbox');
    await expect(inputs.map((input) => input.getAttribute('name'))).toEqual(['first-name', 'last-name']);
    await expect(canvas.getByLabelText('First name')).toHaveValue('Ada');
    await expect(canvas.getByLabelText('Last name')).toHaveValue('Okonkwo');
    await expect(canvas.queryByLabelText('Name')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Upload Profile Image' })).toBeVisible();
  },
};

/** A changed field enables Save, which sends every visible field; typing it back disables Save. */
export const Dirty: Story = {
  play: async ({ canvas, args, step }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    const first = canvas.getByLabelText('First name');
    await step('typing the saved value back leaves nothing to save', async () => {
      await userEvent.clear(first);
      await expect(save).toBeEnabled();
      await userEvent.type(first, 'Ada');
      await expect(save).toBeDisabled();
    });
    await step('a changed field is saved with the others', async () => {
      await userEvent.clear(first);
      await userEvent.type(first, '  Adaeze ');
      await expect(save).toBeEnabled();
      await userEvent.click(save);
      await expect(args.onSaveCustomFields).toHaveBeenCalledWith({
        'first-name': 'Adaeze',
        'last-name': 'Okonkwo',
      });
    });
  },
};

/** docs/product/widget.md §4: once the member carries the saved values, Save is disabled again. */
export const SavedResetsDirty: Story = {
  render: (args) => <SavingParent {...args} />,
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    const last = canvas.getByLabelText('Last name');
    await userEvent.clear(last);
    await userEvent.type(last, 'Okafor{Enter}');
    await expect(args.onSaveCustomFields).toHaveBeenCalledWith({
      'first-name': 'Ada',
      'last-name': 'Okafor',
    });
    await expect(last).toHaveValue('Okafor');
    await expect(save).toBeDisabled();
  },
};

/** A save is running: Save shows its spinner and cannot be pressed again. */
export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('First name'), 'nna');
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(save).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Upload Profile Image' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('First name'), '{Enter}');
    await expect(args.onSaveCustomFields).not.toHaveBeenCalled();
  },
};

/** With an image: it is shown, and the button offers to replace it; a picked image is sent. */
export const ReplaceImage: Story = {
  args: { member: storyMember({ profileImage: PORTRAIT_DATA_URL }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Profile image' })).toHaveAttribute(
      'src',
      PORTRAIT_DATA_URL,
    );
    const button = canvas.getByRole('button', { name: 'Replace Image' });
    await expect(button).toBeVisible();
    const photo = fakeFile('ada.png', 'image/png', 120_000);
    await userEvent.upload(canvas.getByLabelText('Replace Image', { selector: 'input' }), photo);
    await expect(args.onUploadImage).toHaveBeenCalledWith(photo);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** docs/product/widget.md §5: a file that is not an image is refused before any upload. */
export const ImageNotAnImage: Story = {
  play: async ({ canvas, args }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      canvas.getByLabelText('Upload Profile Image', { selector: 'input' }),
      fakeFile('notes.pdf', 'application/pdf'),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('File is not an image.');
    await expect(canvas.getByRole('button', { name: 'Upload Profile Image' })).toHaveAccessibleDescription(
      'File is not an image.',
    );
    await expect(args.onUploadImage).not.toHaveBeenCalled();
  },
};

/** docs/product/widget.md §5, §9: an image over 4,000,000 bytes is refused with the 2MB message. */
export const ImageTooLarge: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Upload Profile Image', { selector: 'input' });
    await userEvent.upload(input, fakeFile('huge.jpg', 'image/jpeg', 4_000_001));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Image must be less than 2MB.');
    await expect(args.onUploadImage).not.toHaveBeenCalled();

    // Exactly the limit is accepted, and the message goes away.
    const atLimit = fakeFile('ok.jpg', 'image/jpeg', 4_000_000);
    await userEvent.upload(input, atLimit);
    await expect(args.onUploadImage).toHaveBeenCalledWith(atLimit);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
