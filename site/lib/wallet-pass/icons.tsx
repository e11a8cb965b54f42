/** Decorative icons of the wallet pass states; the text beside them says it all. */

const common = {
  className: 'wf-wallet-pass__icon',
  viewBox: '0 0 24 24',
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A member card. */
export function PassIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <circle cx="9" cy="11" r="2.25" />
      <path d="M5.75 16c.6-1.6 1.8-2.4 3.25-2.4s2.65.8 3.25 2.4M14.5 10h4M14.5 13.5h3" />
    </svg>
  );
}

/** A tick in a circle. */
export function ReadyIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.25 2.75 2.75L16.25 9.5" />
    </svg>
  );
}

/** An exclamation mark in a circle. */
export function ErrorIcon() {
  return (
    <svg aria-hidden="true" {...common}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.25M12 16.25v.25" />
    </svg>
  );
}

/** A small filled dot in a ring: the membership is active. */
export function ActiveIcon() {
  return (
    <svg aria-hidden="true" {...common} className="wf-wallet-pass__membership-icon">
      <circle cx="12" cy="12" r="8" />
      <circle cx="12" cy="12" r="3.5" fill="currentColor" stroke="none" />
    </svg>
  );
}

/** An empty ring crossed out: the membership is inactive. */
export function InactiveIcon() {
  return (
    <svg aria-hidden="true" {...common} className="wf-wallet-pass__membership-icon">
      <circle cx="12" cy="12" r="8" />
      <path d="m6.5 17.5 11-11" />
    </svg>
  );
}
