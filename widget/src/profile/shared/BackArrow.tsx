import { Button } from '@wf/ui';

/** An icon-only back arrow; `label` is its accessible name. */
export function BackArrow({ label, onClick }: { label: string; onClick?: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="wf-profile-back-arrow"
      aria-label={label}
      title={label}
      icon={
        <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M13 8H3.5M7.5 3.5L3 8l4.5 4.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      }
      onClick={onClick}
    />
  );
}
