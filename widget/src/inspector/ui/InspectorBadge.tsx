import type { Ref } from 'react';
import { BADGE_Z_INDEX_CLOSED, BADGE_Z_INDEX_OPEN } from './constants.ts';
import { CloseIcon, FlaskIcon } from './icons.tsx';

export interface InspectorBadgeProps {
  open: boolean;
  /** See badgeCount() in items.ts for what is counted. */
  count: number;
  /** Any error item: the red dot and the error styling. */
  errors: boolean;
  side: 'right' | 'left';
  /** Id of the sidebar it opens. */
  controls: string;
  onToggle(): void;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * docs/product/widget.md §2 "Badge": a fixed button at the bottom centre that reads 'Test Mode'
 * with the item count while the sidebar is closed, and 'Hide Inspector' with a close icon while
 * it is open. It is the sidebar's disclosure button (aria-expanded, aria-controls).
 */
export function InspectorBadge({ open, count, errors, side, controls, onToggle, ref }: InspectorBadgeProps) {
  const items = `${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <button
      ref={ref}
      type="button"
      className="wf-inspector-badge"
      data-state={open ? 'open' : 'closed'}
      data-side={side}
      data-errors={errors ? 'true' : 'false'}
      // Closed, the name adds what the count means (the visible 'Test Mode' comes first, WCAG 2.5.3).
      aria-label={open ? undefined : `Test Mode ${items}${errors ? ', with errors' : ''}`}
      aria-expanded={open}
      aria-controls={controls}
      // docs/product/widget.md §9 "Badge z-index" (see constants.ts on the clamped value).
      style={{ zIndex: open ? BADGE_Z_INDEX_OPEN : BADGE_Z_INDEX_CLOSED }}
      onClick={onToggle}
    >
      {open ? (
        <>
          <span>Hide Inspector</span>
          <CloseIcon size={14} />
        </>
      ) : (
        <>
          <FlaskIcon />
          {/* The space after it makes the visible text 'Test Mode 11', as in the name (flex drops it from the layout). */}
          <span>Test Mode</span> <span className="wf-inspector-badge__count">{count}</span>
        </>
      )}
      {errors ? <span className="wf-inspector-badge__dot" aria-hidden="true" /> : null}
    </button>
  );
}
