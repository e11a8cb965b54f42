import type { App, Member } from '@wf/sdk/contract';
import { Dialog } from '@wf/ui';
import { useRef } from 'react';
import type { Translate } from '../../i18n/index.ts';
import { brandStyle } from '../../modals/shared/app.ts';
import { BackButton } from '../../modals/shared/FormParts.tsx';
import { useTranslator } from '../../modals/shared/useTranslator.ts';
import { profileSections, shownView } from '../sections.ts';
import type { ProfileLayout, ProfileTextProps, ProfileView } from '../types.ts';
import { useProfileLayout } from '../useProfileLayout.ts';
import { BrandTitle } from './BrandTitle.tsx';
import { BusyOverlay } from './BusyOverlay.tsx';
import { DesktopNav } from './DesktopNav.tsx';
import { MobileNav } from './MobileNav.tsx';
import { type ProfilePaneEvents, ProfilePanes } from './ProfilePanes.tsx';
import { useFocusAfterViewChange } from './useFocusAfterViewChange.ts';

export interface ProfileModalProps extends ProfileTextProps, ProfilePaneEvents {
  /** The site configuration: branding, custom fields, providers, plans. */
  app: App;
  /** The signed-in member. */
  member: Member;
  /** The view to show (controlled). A hidden section falls back to the first pane. */
  view: ProfileView;
  /** The person asked for another view (navigation, back buttons, the password button). */
  onViewChange?: (view: ProfileView) => void;
  /** docs/product/widget.md §2: params can hide the close button (Escape and the backdrop then do nothing). */
  hideClose?: boolean;
  /** docs/product/widget.md §2: the hide option of the Profile section. */
  hideProfile?: boolean;
  /** The person asked to close the modal. */
  onClose?: () => void;
  /** A profile action runs: a loading overlay covers the content. */
  busy?: boolean;
  /** The Logout entry. */
  onLogout?: () => void;
  /** Layout override; by default it follows the viewport (mobile under 520 px). */
  layout?: ProfileLayout;
}

/**
 * docs/product/widget.md §2 "Profile modal": on desktop a header with the member's e-mail, a left
 * navigation and the pane; under 520 px the in-page variant, whose 'profile-nav' view is a menu
 * and whose panes have a back button to it. The shown view is on the root as data-view.
 */
export function ProfileModal({
  app,
  member,
  view,
  onViewChange,
  locale,
  translations,
  hideClose,
  hideProfile,
  onClose,
  busy = false,
  onLogout,
  layout: layoutProp,
  ...panes
}: ProfileModalProps) {
  const t = useTranslator(locale, translations);
  const viewportLayout = useProfileLayout();
  const layout = layoutProp ?? viewportLayout;
  const sections = profileSections(app, member, hideProfile);
  const shown = shownView(view, sections, layout);
  const content = useRef<HTMLDivElement>(null);
  useFocusAfterViewChange(content, `${layout}:${shown}`);

  const title = titleOf(shown, layout, member, t);
  const body =
    shown === 'profile-nav' ? (
      <MobileNav
        t={t}
        sections={sections}
        onViewChange={onViewChange}
        onBillingPortal={panes.onBillingPortal}
        onLogout={onLogout}
      />
    ) : (
      <ProfilePanes
        {...panes}
        locale={locale}
        translations={translations}
        app={app}
        member={member}
        view={shown}
        layout={layout}
        busy={busy}
        onViewChange={onViewChange}
      />
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
      title={<BrandTitle logo={app.branding.logo} text={title} />}
      hideClose={hideClose}
      closeLabel={t('close')}
      size="lg"
      className={`wf-profile-dialog wf-profile-dialog--${layout}`}
    >
      <div
        className="wf-profile"
        style={brandStyle(app)}
        data-view={shown}
        data-layout={layout}
        data-state={busy ? 'busy' : 'idle'}
        aria-busy={busy || undefined}
      >
        {layout === 'desktop' ? (
          <DesktopNav
            t={t}
            sections={sections}
            view={shown}
            onViewChange={onViewChange}
            onLogout={onLogout}
          />
        ) : null}
        <div ref={content} className="wf-profile__content">
          {layout === 'mobile' && shown !== 'profile-nav' ? (
            <BackButton label={t('back')} onClick={() => onViewChange?.('profile-nav')} />
          ) : null}
          {body}
        </div>
        {busy ? <BusyOverlay label={t('profile_busy')} /> : null}
      </div>
    </Dialog>
  );
}

/** docs/product/widget.md §2: the e-mail on desktop and on the mobile menu; the view's title on a mobile pane. */
function titleOf(view: ProfileView, layout: ProfileLayout, member: Member, t: Translate): string {
  if (layout === 'desktop' || view === 'profile-nav') return member.auth.email;
  switch (view) {
    case 'profile':
      return t('profile_title_profile');
    case 'security':
      return t('profile_title_security');
    case 'changePassword':
      return member.auth.hasPassword ? t('profile_title_change_password') : t('profile_title_set_password');
    case 'plans':
      return t('profile_title_plans');
    case 'team':
      return t('profile_title_team');
  }
}
