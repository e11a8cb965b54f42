/** What the handlers read from a form and its submitter (docs/product/data-attributes.md §4, §9). */

/** The form's `data-ms-member` input for `key`. */
export function field(form: Element, key: string): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>(`[data-ms-member="${key}"]`);
}

/** The trimmed value of the form's `data-ms-member` input for `key` ('' when it has none). */
export function value(form: Element, key: string): string {
  return field(form, key)?.value.trim() ?? '';
}

/** The ids of a comma list attribute, trimmed, without empty entries or `no-plan` (§4, §8). */
export function idList(attribute: string | null): string[] {
  return (attribute ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id && id !== 'no-plan');
}

/** The submit button an Enter key stands for: the form's first submit button (ours, §9). */
export function defaultSubmitter(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>('button:not([type]), button[type="submit"], input[type="submit"]');
}

/** The form's own redirect: `redirect`, `data-redirect`, else its submit button's `data-ms-redirect` (§9). */
export function formRedirect(form: HTMLFormElement | null, submitter: HTMLElement | null): string | null {
  if (!form) return null;
  return (
    form.getAttribute('redirect') ??
    form.getAttribute('data-redirect') ??
    (submitter ?? defaultSubmitter(form))?.getAttribute('data-ms-redirect') ??
    null
  );
}

/** The team invitation this page was opened with (`?inviteToken=`), sent with a sign-up. */
export function inviteToken(): string | undefined {
  return new URLSearchParams(window.location.search).get('inviteToken') ?? undefined;
}
