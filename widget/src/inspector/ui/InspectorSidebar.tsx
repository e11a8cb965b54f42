import { Badge, Tabs } from '@wf/ui';
import type { ReactNode } from 'react';
import { CloseIcon, ExternalIcon, MoveSideIcon } from './icons.tsx';
import { NewTabNote } from './NewTabNote.tsx';

/** The sidebar's tabs (docs/product/widget.md §2). */
export type InspectorTabId = 'inspector' | 'member' | 'app';

/** Where the footer links go. We have no AI bot or forums, so those links of the spec are absent. */
export interface InspectorLinks {
  documentation: string;
  help: string;
  components: string;
  community?: string;
}

export interface InspectorSidebarProps {
  id: string;
  open: boolean;
  side: 'right' | 'left';
  onSideChange(side: 'right' | 'left'): void;
  onClose(): void;
  tab: InspectorTabId;
  onTabChange(tab: InspectorTabId): void;
  panels: Record<InspectorTabId, ReactNode>;
  links: InspectorLinks;
}

/**
 * docs/product/widget.md §2 "Sidebar": 242 px wide, full height, on the right by default, with a
 * control to move it to the other side; the tabs Inspector, Member and App; footer links. It
 * stays in the DOM while closed so it can slide (300 ms, §9); `visibility: hidden` then keeps it
 * out of the tab order and the accessibility tree.
 */
export function InspectorSidebar({
  id,
  open,
  side,
  onSideChange,
  onClose,
  tab,
  onTabChange,
  panels,
  links,
}: InspectorSidebarProps) {
  const other = side === 'right' ? 'left' : 'right';
  const moveLabel = `Move to ${other}`;
  return (
    <aside
      id={id}
      className="wf-inspector-sidebar"
      data-state={open ? 'open' : 'closed'}
      data-side={side}
      aria-label="Test mode inspector"
    >
      <header className="wf-inspector-sidebar__header">
        <h2 className="wf-inspector-sidebar__title">Inspector</h2>
        <Badge tone="warning" className="wf-inspector-sidebar__mode">
          Test mode
        </Badge>
        <span className="wf-inspector-sidebar__actions">
          <button
            type="button"
            className="wf-inspector-icon-button"
            aria-label={moveLabel}
            title={moveLabel}
            onClick={() => onSideChange(other)}
          >
            <MoveSideIcon to={other} />
          </button>
          <button
            type="button"
            className="wf-inspector-icon-button"
            aria-label="Close inspector"
            title="Close inspector"
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </span>
      </header>
      <Tabs
        className="wf-inspector-tabs"
        label="Inspector sections"
        value={tab}
        onValueChange={(value) => onTabChange(value as InspectorTabId)}
        items={[
          { value: 'inspector', label: 'Inspector', content: panels.inspector },
          { value: 'member', label: 'Member', content: panels.member },
          { value: 'app', label: 'App', content: panels.app },
        ]}
      />
      <footer className="wf-inspector-sidebar__footer">
        <nav aria-label="Inspector help">
          <ul className="wf-inspector-links">
            <FooterLink href={links.documentation}>Documentation</FooterLink>
            <FooterLink href={links.help}>Help</FooterLink>
            <FooterLink href={links.components}>Components</FooterLink>
            {links.community ? <FooterLink href={links.community}>Community</FooterLink> : null}
          </ul>
        </nav>
      </footer>
    </aside>
  );
}

function FooterLink({ href, children }: { href: string; children: string }) {
  return (
    <li>
      <a className="wf-inspector-footer-link" href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <NewTabNote />
        <ExternalIcon />
      </a>
    </li>
  );
}
