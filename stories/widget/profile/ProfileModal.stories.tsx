import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProfileModal, type ProfileModalProps, type ProfileView } from '../../../widget/src/profile/index.ts';
import {
  desktop,
  fullMember,
  LOGO_DATA_URL,
  mobile,
  ORIGIN,
  providers,
  storyApp,
  storyMember,
  storyTeam,
} from './support.tsx';

/** The modal with its view held here, as the container holds it; every change is reported to the args. */
function WithView(args: ProfileModalProps) {
  const [view, setView] = useState<ProfileView>(args.view);
  return (
    <ProfileModal
      {...args}
      view={view}
      onViewChange={(next) => {
        args.onViewChange?.(next);
        setView(next);
      }}
    />
  );
}

const meta = {
  title: 'widget/profile/ProfileModal',
  component: ProfileModal,
  render: (args) => <WithView {...args} />,
  ...desktop,
  args: {
    app: storyApp({ authProviders: providers }),
    member: fullMember(),
    view: 'profile',
    team: storyTeam(),
    origin: ORIGIN,
    copy: fn(async (_text: string) => {}),
    onViewChange: fn(),
    onClose: fn(),
    onLogout: fn(),
    onBillingPortal: fn(),
    onSaveCustomFields: fn(),
    onUploadImage: fn(),
    onSaveEmail: fn(),
    onConnectProvider: fn(),
    onDisconnectProvider: fn(),
    onSavePassword: fn(),
    onLeaveTeam: fn(),
    onRemovePlan: fn(),
    onRegenerateInvite: fn(),
    onRemoveMember: fn(),
  },
} satisfies Meta<typeof ProfileModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The navigation's entry names, in order. */
function navEntries(canvas: { getByRole: (role: 'navigation') => HTMLElement }) {
  return within(canvas.getByRole('navigation'))
    .getAllByRole('button')
    .map((button) => button.textContent);
}

/** Desktop: the e-mail as the title, every section in the navigation, the profile pane. */
export const Profile: Story = {
  play: async ({ canvas, args, step }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'ada@example.org' });
    await expect(window.innerWidth).toBe(1024);
    await expect(dialog.querySelector('[data-view]')).toHaveAttribute('data-view', 'profile');
    await expect(navEntries(canvas)).toEqual(['Profile', 'Security', 'Plans', 'Team', 'Logout']);
    await expect(canvas.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    // The default logo: the app has none.
    await expect(dialog.querySelector('.wf-profile-brand svg')).not.toBeNull();

    await step('the navigation asks for the other views', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Plans' }));
      await expect(args.onViewChange).toHaveBeenLastCalledWith('plans');
      await expect(canvas.getByRole('heading', { name: 'Plans' })).toBeVisible();
    });
    await step('Logout and Close', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
    });
  },
};

/** Security: the e-mail, 'Change Password' leads to its view, whose arrow leads back; Security stays active. */
export const Security: Story = {
  args: { view: 'security' },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'ada@example.org' });
    const security = canvas.getByRole('button', { name: 'Security' });
    await expect(security).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByLabelText('Email Address')).toHaveValue('ada@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(args.onViewChange).toHaveBeenLastCalledWith('changePassword');
    await expect(canvas.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expect(security).toHaveAttribute('aria-current', 'page');
    // The focused button went away with the view: focus moved into the new pane.
    await expect(canvas.getByRole('button', { name: 'Back to Security' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Security' }));
    await expect(args.onViewChange).toHaveBeenLastCalledWith('security');
  },
};

/** The change-password view with its three fields. */
export const ChangePassword: Story = {
  args: { view: 'changePassword' },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'ada@example.org' });
    await expect(dialog.querySelector('[data-view]')).toHaveAttribute('data-view', 'changePassword');
    await userEvent.type(canvas.getByLabelText('Current Password'), 'old horse');
    await userEvent.type(canvas.getByLabelText('New Password'), 'new horse battery');
    await userEvent.type(canvas.getByLabelText('Confirm New Password'), 'new horse battery');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSavePassword).toHaveBeenCalledWith({
      method: 'change',
      oldPassword: 'old horse',
      newPassword: 'new horse battery',
    });
  },
};

/** The plans view: portal, team plan and free plan. */
export const Plans: Story = {
  args: { view: 'plans' },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'ada@example.org' });
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Subscriptions' }));
    await expect(args.onBillingPortal).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove: Free Member' }));
    await expect(args.onRemovePlan).toHaveBeenCalledWith('pln_free-member');
  },
};

/** The team view of an owner. */
export const Team: Story = {
  args: { view: 'team' },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'ada@example.org' });
    await expect(canvas.getByText('2/5 Seats')).toBeVisible();
    await expect(canvas.getByLabelText('Invite Link')).toHaveValue(`${ORIGIN}/signup?inviteToken=inv_abc123`);
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate Invite Link' }));
    await expect(args.onRegenerateInvite).toHaveBeenCalledTimes(1);
  },
};

/** A member with one free plan and no team: Plans shows, Team does not. */
export const FewSections: Story = {
  args: { member: storyMember() },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'ada@example.org' });
    await expect(navEntries(canvas)).toEqual(['Profile', 'Security', 'Plans', 'Logout']);
  },
};

/** docs/product/widget.md §2: no visible custom field hides Profile, and the modal opens on Security. */
export const NoVisibleCustomFields: Story = {
  args: {
    app: storyApp({
      customFields: [{ key: 'name', label: 'Name', order: 0, hidden: true, visibility: 'PRIVATE' }],
    }),
    member: storyMember({ planConnections: [] }),
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'ada@example.org' });
    await expect(dialog.querySelector('[data-view]')).toHaveAttribute('data-view', 'security');
    await expect(navEntries(canvas)).toEqual(['Security', 'Logout']);
    await expect(canvas.getByRole('button', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('heading', { name: 'Profile Information' })).toBeNull();
  },
};

/** The hide option hides Profile too. */
export const HideProfileOption: Story = {
  args: { hideProfile: true },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'ada@example.org' });
    await expect(dialog.querySelector('[data-view]')).toHaveAttribute('data-view', 'security');
    await expect(navEntries(canvas)).toEqual(['Security', 'Plans', 'Team', 'Logout']);
  },
};

/** The app's logo in the header and its button colour; params hid the close button. */
export const BrandedLogo: Story = {
  args: {
    app: storyApp({
      branding: { logo: LOGO_DATA_URL, colors: { lightMode: { primaryButton: 'rgb(11, 110, 79)' } } },
    }),
    hideClose: true,
  },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'ada@example.org' });
    await expect(dialog.querySelector('.wf-profile-brand img')).toHaveAttribute('src', LOGO_DATA_URL);
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    const firstName = canvas.getByLabelText('First name');
    await userEvent.type(firstName, 'eze');
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(getComputedStyle(save).backgroundColor).toBe('rgb(11, 110, 79)');
    // The focus ring wears the app's colour too (it eases in: wait for its end).
    await waitFor(() => expect(getComputedStyle(firstName).boxShadow).toContain('rgb(11, 110, 79)'));
  },
};

/** Spanish: navigation, pane and buttons in Spanish. */
export const Spanish: Story = {
  args: { locale: 'es', view: 'security' },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'ada@example.org' });
    await expect(navEntries(canvas)).toEqual(['Perfil', 'Seguridad', 'Planes', 'Equipo', 'Cerrar sesión']);
    await expect(canvas.getByRole('heading', { name: 'Seguridad' })).toBeVisible();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveValue('ada@example.org');
    await expect(canvas.getByRole('button', { name: 'Cambiar contraseña' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Conectar otras cuentas' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Conectar con Google' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};

/** An action runs: the overlay covers the content and says so. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'ada@example.org' });
    const root = dialog.querySelector('[data-view]') as HTMLElement;
    await expect(root).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait…');
    const overlay = canvas.getByTestId('profile-busy');
    const covered = root.getBoundingClientRect();
    const box = overlay.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([covered.width, covered.height]);
  },
};

/** 375 px: the in-page menu titled with the e-mail; an entry opens its view, Back returns. */
export const MobileNav: Story = {
  ...mobile,
  args: { view: 'profile-nav' },
  play: async ({ canvas, args, step }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'ada@example.org' });
    await expect(window.innerWidth).toBe(375);
    const root = dialog.querySelector('[data-view]') as HTMLElement;
    await expect(root).toHaveAttribute('data-view', 'profile-nav');
    await expect(navEntries(canvas)).toEqual(['Profile', 'Security', 'Billing Portal', 'Logout']);

    await step('Billing Portal asks for the portal', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Billing Portal' }));
      await expect(args.onBillingPortal).toHaveBeenCalledTimes(1);
    });
    await step('Profile opens "My Profile" with a back button', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Profile' }));
      await expect(await canvas.findByRole('dialog', { name: 'My Profile' })).toBe(dialog);
      await expect(root).toHaveAttribute('data-view', 'profile');
      const back = canvas.getByRole('button', { name: 'Back' });
      await expect(back).toHaveFocus();
      await userEvent.click(back);
      await expect(args.onViewChange).toHaveBeenLastCalledWith('profile-nav');
      await expect(root).toHaveAttribute('data-view', 'profile-nav');
    });
  },
};

/** 375 px, Security then Change Password (titled 'Set Password' without one); Back leads to the menu. */
export const MobilePane: Story = {
  ...mobile,
  args: {
    view: 'security',
    member: storyMember({ auth: { email: 'ada@example.org', hasPassword: false, providers: [] } }),
  },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Security' });
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Set Password' }));
    await waitFor(() => expect(dialog).toHaveAccessibleName('Set Password'));
    await expect(canvas.queryByLabelText('Current Password')).toBeNull();
    await expect(canvas.getByLabelText('New Password')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onViewChange).toHaveBeenLastCalledWith('profile-nav');
    await expect(dialog).toHaveAccessibleName('ada@example.org');
    await expect(navEntries(canvas)).toEqual(['Profile', 'Security', 'Logout']);
  },
};

/** 375 px on the profile view: titled 'My Profile', with a back button, the image and the fields. */
export const MobileProfile: Story = {
  ...mobile,
  args: { view: 'profile', member: storyMember({ stripeCustomerId: 'cus_ada' }) },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'My Profile' });
    await expect(dialog.querySelector('[data-view]')).toHaveAttribute('data-layout', 'mobile');
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    await expect(canvas.getByLabelText('First name')).toHaveValue('Ada');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** 375 px on the security view with providers: the title says 'Security' once. */
export const MobileSecurity: Story = {
  ...mobile,
  args: { view: 'security' },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Security' });
    await expect(canvas.getAllByText('Security')).toHaveLength(2); // the title and the hidden heading
    await expect(canvas.getByRole('button', { name: 'Connect with Google' })).toBeVisible();
  },
};
