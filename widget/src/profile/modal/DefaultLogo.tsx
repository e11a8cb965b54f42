/** The neutral mark shown when the app has no branded logo: a rounded tile with two linked rings. */
export function DefaultLogo() {
  return (
    <svg
      className="wf-profile-brand__logo"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="9" fill="var(--wf-color-surface-sunken)" />
      <g fill="none" stroke="var(--wf-color-text-muted)" strokeWidth="2">
        <circle cx="13" cy="16" r="5.5" />
        <circle cx="19" cy="16" r="5.5" />
      </g>
    </svg>
  );
}
