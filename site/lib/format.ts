/** Small text helpers of the library. */

/** Replaces '{name}' with `vars[name]` (the page copy's placeholders). */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/** 'YYYY-MM-DD' as the site shows dates, e.g. 'March 15, 2024'. */
export function displayDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
