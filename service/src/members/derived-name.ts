/**
 * The name made from the first and last names (docs/product/widget.md §3 "Derived name"): while
 * the member has no name of their own, `name` follows "First Last". Nothing else is stored: a name
 * is the member's own when it is not empty and differs from the one their names made before.
 */
import { derivedName, derivesName, NAME_FIELD, type NameRuleField } from '@wf/sdk/contract';

/**
 * The values after a change with the derived name filled in: `stored` before it, `changes` as sent
 * (a name sent as it was stored is no new choice: the profile sends every field), `next` merged.
 * A name written now, or kept from before, stays; an emptied one gives the name back to the rule.
 */
export function fillDerivedName(
  fields: readonly NameRuleField[],
  stored: Readonly<Record<string, string>>,
  changes: Readonly<Record<string, string>>,
  next: Readonly<Record<string, string>>,
): Record<string, string> {
  if (!derivesName(fields)) return { ...next };
  const before = stored[NAME_FIELD] ?? '';
  const sent = changes[NAME_FIELD]?.trim();
  const ownName =
    sent !== undefined && sent !== before ? sent !== '' : before !== '' && before !== derivedName(stored);
  if (ownName) return { ...next };
  const { [NAME_FIELD]: _previous, ...rest } = next;
  const name = derivedName(next);
  return name === '' ? rest : { ...rest, [NAME_FIELD]: name };
}
