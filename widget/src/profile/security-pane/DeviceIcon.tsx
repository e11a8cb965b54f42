/** A session's kind of device as a small line drawing (decorative: the text names the device). */

type DeviceKind = 'phone' | 'tablet' | 'computer';

/** Phones and tablets by the service's device words; everything else, unknown included, a computer. */
function kindOf(device: string | null): DeviceKind {
  if (device && /iphone|phone/i.test(device)) return 'phone';
  if (device && /ipad|tablet/i.test(device)) return 'tablet';
  return 'computer';
}

export function DeviceIcon({ device }: { device: string | null }) {
  const kind = kindOf(device);
  return (
    <svg
      className="wf-profile-session__icon"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-kind={kind}
    >
      {kind === 'phone' ? (
        <>
          <rect x="5.5" y="2.5" width="9" height="15" rx="2" />
          <path d="M9 15h2" />
        </>
      ) : kind === 'tablet' ? (
        <>
          <rect x="3.5" y="2.5" width="13" height="15" rx="2" />
          <path d="M9 15h2" />
        </>
      ) : (
        <>
          <rect x="3" y="4" width="14" height="9.5" rx="1.5" />
          <path d="M1.75 16.5h16.5" />
        </>
      )}
    </svg>
  );
}
