/** The inspector's icons: decorative (aria-hidden); the text beside each one says what it means. */
import type { ReactNode } from 'react';
import { LineIcon } from '../../shared/LineIcon.tsx';
import type { InspectorItemType } from '../rules/types.ts';

export function ChevronIcon() {
  return (
    <LineIcon className="wf-inspector-chevron">
      <path d="M4 6l4 4 4-4" />
    </LineIcon>
  );
}

export function CloseIcon({ size }: { size?: number }) {
  return (
    <LineIcon size={size}>
      <path d="M4 4l8 8M12 4l-8 8" />
    </LineIcon>
  );
}

/** A panel and an arrow towards the side the sidebar would move to. */
export function MoveSideIcon({ to }: { to: 'left' | 'right' }) {
  return (
    <LineIcon>
      {to === 'left' ? (
        <path d="M2.5 2.5v11M13.5 8H6M9 5L6 8l3 3" />
      ) : (
        <path d="M13.5 2.5v11M2.5 8H10M7 5l3 3-3 3" />
      )}
    </LineIcon>
  );
}

export function ExternalIcon() {
  return (
    <LineIcon size={12} className="wf-inspector-external">
      <path d="M9.5 2.5h4v4M13.5 2.5L7.5 8.5M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3" />
    </LineIcon>
  );
}

export function CopyIcon() {
  return (
    <LineIcon size={14}>
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M10.5 5.5V3.5a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2" />
    </LineIcon>
  );
}

/** The badge's mark: a lab flask, for test mode. */
export function FlaskIcon() {
  return (
    <LineIcon>
      <path d="M6 2h4M6.5 2v4.2L2.8 12.4A1 1 0 0 0 3.7 14h8.6a1 1 0 0 0 .9-1.6L9.5 6.2V2M4.6 10h6.8" />
    </LineIcon>
  );
}

export function CheckCircleIcon() {
  return (
    <LineIcon>
      <circle cx="8" cy="8" r="6.25" />
      <path d="M5.25 8.25l1.9 1.9 3.6-3.9" />
    </LineIcon>
  );
}

/**
 * The small filled mark of an item's type (docs/product/widget.md §2 "an icon by type"): the
 * X-ray colours for errors, warnings and found items (data-attributes.md §13), slate for the cart
 * and blue for events. The shape differs too, so colour is never the only cue.
 */
export function TypeIcon({ type }: { type: InspectorItemType }) {
  return (
    <svg
      className="wf-inspector-type-icon"
      data-type={type}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {TYPE_GLYPHS[type]}
    </svg>
  );
}

const glyph = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const TYPE_GLYPHS: Record<InspectorItemType, ReactNode> = {
  error: (
    <>
      <circle className="wf-inspector-type-icon__shape" cx="8" cy="8" r="7.5" />
      <path {...glyph} className="wf-inspector-type-icon__glyph" d="M8 4.5v4.25M8 11.25v.25" />
    </>
  ),
  warning: (
    <>
      <path
        className="wf-inspector-type-icon__shape"
        d="M8 1.25l7.1 12.6a.8.8 0 0 1-.7 1.2H1.6a.8.8 0 0 1-.7-1.2z"
      />
      <path {...glyph} className="wf-inspector-type-icon__glyph" d="M8 6v3.5M8 11.75v.25" />
    </>
  ),
  found: (
    <>
      <circle className="wf-inspector-type-icon__shape" cx="8" cy="8" r="7.5" />
      <path {...glyph} className="wf-inspector-type-icon__glyph" d="M5 8.25l2 2 4-4.25" />
    </>
  ),
  cart: (
    <>
      <rect className="wf-inspector-type-icon__shape" x="0.5" y="0.5" width="15" height="15" rx="4" />
      <path
        {...glyph}
        strokeWidth={1.25}
        className="wf-inspector-type-icon__glyph"
        d="M3.5 4h1.3l1.2 5.5h5.3l1.2-4H5.3M7 12h.01M10.5 12h.01"
      />
    </>
  ),
  'plan-price-clicked': (
    <>
      <rect className="wf-inspector-type-icon__shape" x="0.5" y="0.5" width="15" height="15" rx="4" />
      <path
        {...glyph}
        strokeWidth={1.25}
        className="wf-inspector-type-icon__glyph"
        d="M6 5.5l5.5 2.2-2.3.9-.9 2.3zM4 3.5l.9.9M3 6.5h1.2M6.5 3v1.2"
      />
    </>
  ),
  'content-removed': (
    <>
      <rect className="wf-inspector-type-icon__shape" x="0.5" y="0.5" width="15" height="15" rx="4" />
      <path
        {...glyph}
        strokeWidth={1.25}
        className="wf-inspector-type-icon__glyph"
        d="M3 8s1.8-3.25 5-3.25S13 8 13 8s-1.8 3.25-5 3.25S3 8 3 8zM3.5 12.5l9-9"
      />
    </>
  ),
};

/** What a screen reader hears before an item's title: the icon's meaning in words. */
export const TYPE_LABELS: Record<InspectorItemType, string> = {
  error: 'Error',
  warning: 'Warning',
  found: 'Found',
  cart: 'Cart',
  'plan-price-clicked': 'Event',
  'content-removed': 'Event',
};
