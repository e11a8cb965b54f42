/** The test card's icons: decorative, drawn with the shared line icon. */
import { LineIcon } from '../shared/LineIcon.tsx';

export function CopyIcon() {
  return (
    <LineIcon>
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M10.5 5.5V3.5a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h2" />
    </LineIcon>
  );
}

export function CheckIcon() {
  return (
    <LineIcon>
      <path d="M3 8.5l3 3 7-7" strokeWidth={1.75} />
    </LineIcon>
  );
}

export function ChevronIcon({ className }: { className?: string }) {
  return (
    <LineIcon className={className}>
      <path d="M4 6l4 4 4-4" strokeWidth={1.75} />
    </LineIcon>
  );
}

export function ExternalIcon() {
  return (
    <LineIcon size={14}>
      <path d="M9 2.5h4.5V7M13.5 2.5L7 9M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3" />
    </LineIcon>
  );
}
