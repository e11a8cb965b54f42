/**
 * The name made from the first and last names (docs/product/widget.md §3 "Derived name"): an app
 * with the custom fields `first-name`, `last-name` and `name` does not ask the name at signup; the
 * service fills it with "First Last" until the member writes a name of their own.
 */

/** The custom field the service fills. */
export const NAME_FIELD = 'name';

/** The custom fields it is made from, in order. */
export const NAME_PARTS_FIELDS = ['first-name', 'last-name'] as const;

/** What the rule reads of a custom field. */
export interface NameRuleField {
  key: string;
  hidden: boolean;
  visibility: 'PUBLIC' | 'MEMBERS' | 'PRIVATE';
}

/** How widely a visibility shows a value: PRIVATE narrowest, PUBLIC widest. */
const AUDIENCE = { PRIVATE: 0, MEMBERS: 1, PUBLIC: 2 } as const;

/**
 * True when the app's custom fields include `name` and both of its parts, and the name is shown
 * nowhere a part is not: a PUBLIC name made from a PRIVATE (or MEMBERS) last name would give it
 * away.
 */
export function derivesName(fields: readonly NameRuleField[]): boolean {
  const name = fields.find((field) => field.key === NAME_FIELD);
  if (!name) return false;
  return NAME_PARTS_FIELDS.every((key) => {
    const part = fields.find((field) => field.key === key);
    return (
      part !== undefined &&
      (!part.hidden || name.hidden) &&
      AUDIENCE[part.visibility] >= AUDIENCE[name.visibility]
    );
  });
}

/** "First Last" from the values, each trimmed, with one space between: '' when both are empty. */
export function derivedName(values: Readonly<Record<string, string | undefined>>): string {
  return NAME_PARTS_FIELDS.map((key) => values[key]?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}
