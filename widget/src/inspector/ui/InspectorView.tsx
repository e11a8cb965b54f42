import type { App, Member } from '@wf/sdk/contract';
import { useControllableState } from '@wf/ui';
import { type KeyboardEvent, useId, useRef } from 'react';
import type { InspectorItem } from '../rules/types.ts';
import { AppPanel } from './AppPanel.tsx';
import type { CopyWithToast } from './CopyButton.tsx';
import { InspectorBadge } from './InspectorBadge.tsx';
import { InspectorPanel } from './InspectorPanel.tsx';
import { type InspectorLinks, InspectorSidebar, type InspectorTabId } from './InspectorSidebar.tsx';
import { type InspectorToast, InspectorToastRegion } from './InspectorToast.tsx';
import { badgeCount, hasErrors } from './items.ts';
import { MemberPanel } from './MemberPanel.tsx';

export type { InspectorLinks, InspectorTabId, InspectorToast };

export interface InspectorViewProps {
  /** Errors, warnings, cart, event and found items, in any order. */
  items: InspectorItem[];
  /** The logged-in member, or null when logged out. */
  member: Member | null;
  /** The member's JSON document (getMemberJSON); undefined while it loads or when it could not. */
  memberJson?: unknown;
  /** The app's configuration, or null while it loads. */
  app: App | null;
  /** The page highlighting is on (docs/product/widget.md §2). */
  xRayMode: boolean;
  onXRayModeChange(on: boolean): void;
  /** The sidebar is open (controlled). */
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Which edge the sidebar sits on (controlled; 'right' by default in the controller). */
  side: 'right' | 'left';
  onSideChange(side: 'right' | 'left'): void;
  /** The selected tab: controlled when given, else the view keeps it, starting at 'inspector'. */
  tab?: InspectorTabId;
  onTabChange?(tab: InspectorTabId): void;
  /** The status message shown, or null. */
  toast: InspectorToast | null;
  /** The toast's close control was used, or its 7 s ran out. */
  onToastClose(): void;
  /** Copies text (member JSON, ids); the view shows a success or error toast through onToast. */
  copy(text: string): Promise<void>;
  onToast(toast: InspectorToast): void;
  links: InspectorLinks;
  /**
   * Turns the animations off as `prefers-reduced-motion: reduce` does (the CSS follows that query
   * by itself); for stories and tests, which cannot emulate the query.
   */
  reducedMotion?: boolean;
}

/**
 * The test-mode inspector overlay (docs/product/widget.md §2 "Inspector", docs/product/inspector.md):
 * the badge, the sidebar and the status toast. Presentational: the controller owns the scan, the
 * storage and the X-ray layer, and mounts this in its own shadow root, so nothing here queries the
 * document.
 */
export function InspectorView({
  items,
  member,
  memberJson,
  app,
  xRayMode,
  onXRayModeChange,
  open,
  onOpenChange,
  side,
  onSideChange,
  tab,
  onTabChange,
  toast,
  onToastClose,
  copy,
  onToast,
  links,
  reducedMotion = false,
}: InspectorViewProps) {
  const sidebarId = useId();
  const badge = useRef<HTMLButtonElement>(null);
  const [selectedTab, setSelectedTab] = useControllableState<InspectorTabId>({
    value: tab,
    defaultValue: 'inspector',
    onChange: onTabChange,
  });

  const close = () => {
    onOpenChange(false);
    // The focus may be in the sidebar, which is about to hide: it goes back to the badge.
    badge.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !open) return;
    event.preventDefault();
    close();
  };

  const copyWithToast: CopyWithToast = (text, messages) => {
    // A copy that throws at once counts as refused, like one whose promise rejects.
    Promise.resolve()
      .then(() => copy(text))
      .then(
        () => onToast({ kind: 'success', text: messages.success }),
        () => onToast({ kind: 'error', text: messages.error }),
      );
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the inspector closes the sidebar; the controls inside stay the interactive elements
    <div
      className="wf-inspector"
      data-reduced-motion={reducedMotion ? 'true' : undefined}
      onKeyDown={onKeyDown}
    >
      <InspectorBadge
        ref={badge}
        open={open}
        count={badgeCount(items)}
        errors={hasErrors(items)}
        side={side}
        controls={sidebarId}
        onToggle={() => onOpenChange(!open)}
      />
      <InspectorSidebar
        id={sidebarId}
        open={open}
        side={side}
        onSideChange={onSideChange}
        onClose={close}
        tab={selectedTab}
        onTabChange={setSelectedTab}
        links={links}
        panels={{
          inspector: <InspectorPanel items={items} xRayMode={xRayMode} onXRayModeChange={onXRayModeChange} />,
          member: <MemberPanel member={member} memberJson={memberJson} app={app} onCopy={copyWithToast} />,
          app: <AppPanel app={app} onCopy={copyWithToast} />,
        }}
      />
      <InspectorToastRegion toast={toast} onClose={onToastClose} sidebar={open ? side : undefined} />
    </div>
  );
}
