/** Decorative icons of the dashboard cards; the cards' text names everything. */

const common = {
  viewBox: '0 0 24 24',
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A play button in a screen. */
export function VideoIcon() {
  return (
    <svg aria-hidden="true" {...common} className="wf-dashboard__icon">
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="m10 9.25 4.75 2.75L10 14.75z" />
    </svg>
  );
}

/** A document with a download arrow. */
export function DownloadIcon() {
  return (
    <svg aria-hidden="true" {...common} className="wf-dashboard__icon">
      <path d="M14 3.5H7.5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2V8z" />
      <path d="M14 3.5V8h4.5M12 11v5.5M9.75 14.25 12 16.5l2.25-2.25" />
    </svg>
  );
}

/** An arrow pointing right. */
export function ArrowIcon() {
  return (
    <svg aria-hidden="true" {...common} className="wf-dashboard__arrow">
      <path d="M5 12h14M13.5 6.5 19 12l-5.5 5.5" />
    </svg>
  );
}

/** A small clock. */
export function ClockIcon() {
  return (
    <svg aria-hidden="true" {...common} className="wf-dashboard__activity-icon">
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </svg>
  );
}
