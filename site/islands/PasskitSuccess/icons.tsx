/** Decorative icons of the membership activated page. */

const common = {
  viewBox: '0 0 24 24',
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A large tick in a circle, above the heading. */
export function SuccessIcon() {
  return (
    <svg aria-hidden="true" {...common} strokeWidth={1.75} className="wf-passkit-success__badge-icon">
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.25 2.75 2.75L16.25 9.5" />
    </svg>
  );
}

/** A small tick before each next step. */
export function StepIcon() {
  return (
    <svg aria-hidden="true" {...common} strokeWidth={2.25} className="wf-passkit-success__step-icon">
      <path d="m5.5 12.5 4 4 9-9" />
    </svg>
  );
}
