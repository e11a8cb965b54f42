/**
 * Custom fields a member may edit (docs/product/widget.md §3, §6; docs/security.md: "hidden fields stay hidden").
 * Only keys the app defines and does not hide are accepted; hidden values stay stored, are
 * never returned to the member and are never changed through POST /member.
 */

import type { CustomFieldSetting } from '../db/schema.ts';
import { invalidRequest } from '../http/errors.ts';
import { fillDerivedName } from './derived-name.ts';

/** The custom field values a member may see: the app's fields that are not hidden. */
export function visibleCustomFields(
  fields: readonly CustomFieldSetting[],
  stored: Readonly<Record<string, string>>,
): Record<string, string> {
  const visible: Record<string, string> = {};
  for (const field of fields) {
    const value = stored[field.key];
    if (!field.hidden && typeof value === 'string') visible[field.key] = value;
  }
  return visible;
}

/**
 * The stored values after a member's edit: each value trimmed, every other stored value
 * (hidden ones included) kept as it was, the name made from the first and last names while the
 * member has none of their own (./derived-name.ts). A key the app does not define, or hides, is
 * refused with a 400 that names it.
 */
export function applyCustomFieldChanges(
  fields: readonly CustomFieldSetting[],
  stored: Readonly<Record<string, string>>,
  changes: Readonly<Record<string, string>>,
): Record<string, string> {
  const byKey = new Map(fields.map((field) => [field.key, field]));
  const unknown: string[] = [];
  const hidden: string[] = [];
  for (const key of Object.keys(changes)) {
    const field = byKey.get(key);
    if (!field) unknown.push(key);
    else if (field.hidden) hidden.push(key);
  }
  if (hidden.length > 0) {
    throw invalidRequest(`${listOf(hidden)} cannot be changed from your profile.`, {
      fields: Object.fromEntries(
        hidden.map((key) => [`customFields.${key}`, 'This field cannot be changed.']),
      ),
    });
  }
  if (unknown.length > 0) {
    const verb = unknown.length === 1 ? 'is not a profile field' : 'are not profile fields';
    throw invalidRequest(`${listOf(unknown)} ${verb} of this site.`, {
      fields: Object.fromEntries(unknown.map((key) => [`customFields.${key}`, 'Unknown profile field.'])),
    });
  }
  const next: Record<string, string> = { ...stored };
  for (const [key, value] of Object.entries(changes)) next[key] = value.trim();
  return fillDerivedName(fields, stored, changes, next);
}

/** "The field 'a'", "The fields 'a', 'b' and 'c'". */
function listOf(keys: readonly string[]): string {
  const quoted = keys.map((key) => `'${key}'`);
  if (quoted.length === 1) return `The field ${quoted[0]}`;
  return `The fields ${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}
