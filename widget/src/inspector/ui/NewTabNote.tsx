/** Tells screen reader users that a link opens a new tab (the icon beside it says so visually). */
export function NewTabNote() {
  return <span className="wf-visually-hidden"> (opens in a new tab)</span>;
}
