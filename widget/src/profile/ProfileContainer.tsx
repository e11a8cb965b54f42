import type { App, Member } from '@wf/sdk/contract';
import { useState } from 'react';
import type { Translations } from '../i18n/index.ts';
import { useErrorText } from '../modals/shared/useErrorText.ts';
import { useTranslator } from '../modals/shared/useTranslator.ts';
import type { ProfileClient } from './container/profileClient.ts';
import { useProfileActions } from './container/useProfileActions.ts';
import { ProfileModal } from './modal/index.ts';
import { initialProfileView, profileSections, shownView } from './sections.ts';
import type { ProfilePaneView, ProfileView } from './types.ts';
import { useProfileLayout } from './useProfileLayout.ts';

export interface ProfileContainerProps {
  /** The SDK client (a WfClient, or any object with the methods of {@link ProfileClient}). */
  client: ProfileClient;
  /** The site configuration. */
  app: App;
  /** The signed-in member; the container shows what this prop holds. */
  member: Member;
  /** Language tag such as 'en' or 'es-MX' (English when not shipped). */
  locale?: string;
  /** Overrides of dictionary entries. */
  translations?: Translations;
  /** docs/product/widget.md §2: params can hide the close button. */
  hideClose?: boolean;
  /** docs/product/widget.md §2: the hide option of the Profile section. */
  hideProfile?: boolean;
  /** The pane to open on (docs/product/data-attributes.md §6 `data-ms-modal-tab`). */
  tab?: ProfilePaneView;
  /** The person closed the modal. */
  onClose: () => void;
  /** A call answered with a changed member (fields, e-mail, password, image, providers, plans). */
  onMemberChange: (member: Member) => void;
  /** The person chose Logout (the runtime logs out through the SDK). */
  onLogout: () => void;
}

/**
 * The profile modal with its SDK calls (docs/product/widget.md §2, §7): it owns the view, the busy flag,
 * and the team; the member stays the caller's, updated through onMemberChange. Its toasts go
 * through toast() to the widget's <Toaster /> (the runtime keeps one above the open modal).
 */
export function ProfileContainer({
  client,
  app,
  member,
  locale,
  translations,
  hideClose,
  hideProfile,
  tab,
  onClose,
  onMemberChange,
  onLogout,
}: ProfileContainerProps) {
  const t = useTranslator(locale, translations);
  const layout = useProfileLayout();
  const [view, setView] = useState<ProfileView>(
    () => tab ?? initialProfileView(profileSections(app, member, hideProfile), layout),
  );
  const describeError = useErrorText(locale, translations);
  // What the modal shows: on desktop the menu, or a hidden section, falls back to the first pane.
  const shown = shownView(view, profileSections(app, member, hideProfile), layout);
  const actions = useProfileActions({
    client,
    member,
    onMemberChange,
    t,
    describeError,
    teamOpen: shown === 'team',
    securityOpen: shown === 'security',
  });
  return (
    <ProfileModal
      {...actions}
      app={app}
      member={member}
      view={view}
      onViewChange={setView}
      locale={locale}
      translations={translations}
      hideClose={hideClose}
      hideProfile={hideProfile}
      onClose={onClose}
      onLogout={onLogout}
    />
  );
}
