/** What the handlers need of the app (GET /app): the app itself, and the custom fields it defines. */
import type { App } from '@wf/sdk/contract';
import type { AttributeContext } from '../context.ts';

/** The app, from the runtime's boot answer, else asked for now (null when it cannot be had). */
export async function appOf(context: AttributeContext): Promise<App | null> {
  const known = context.app();
  if (known) return known;
  return context.widget.getApp().then(
    ({ data }) => data,
    () => null,
  );
}

/**
 * The custom fields the app defines, of those a form holds. Real pages carry fields their app
 * never had (`name`, `phone-number`, `address`): they are left out, with one warning naming
 * them, so that the rest goes through rather than the whole request failing.
 */
export async function appFields(
  context: AttributeContext,
  fields: Record<string, string>,
): Promise<Record<string, string>> {
  return definedFields(await appOf(context), fields);
}

/** {@link appFields} with the app known now (a provider's popup must open before any wait). */
export function definedFields(app: App | null, fields: Record<string, string>): Record<string, string> {
  if (!app) return fields;
  const defined = new Set(app.customFields.map((field) => field.key));
  const unknown = Object.keys(fields).filter((key) => !defined.has(key));
  if (unknown.length === 0) return fields;
  console.warn(
    `World Family: ${unknown.map((key) => `data-ms-member="${key}"`).join(', ')} ${unknown.length === 1 ? 'is not a field' : 'are not fields'} of this app, so ${unknown.length === 1 ? 'it is' : 'they are'} not sent. Add ${unknown.length === 1 ? 'it' : 'them'} to the app's custom fields, or remove the attribute.`,
  );
  return Object.fromEntries(Object.entries(fields).filter(([key]) => defined.has(key)));
}
