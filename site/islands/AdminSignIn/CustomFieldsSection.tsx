import {
  type ConsoleCustomFieldInput,
  type ConsoleSignIn,
  CUSTOM_FIELD_KEY_MESSAGE,
  CUSTOM_FIELD_KEY_PATTERN,
  CUSTOM_FIELD_VISIBILITIES,
  CUSTOM_FIELDS_MAX,
  type CustomFieldVisibility,
} from '@wf/sdk/contract';
import { Button, EmptyState, Input, Select, Switch } from '@wf/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ConsoleSignInApi } from '../../lib/api/console-sign-in.ts';
import { errorText } from '../../lib/console/format.ts';
import { Section } from '../../lib/console/Section.tsx';
import { fieldErrors } from './format.ts';

export interface CustomFieldsSectionProps {
  client: ConsoleSignInApi;
  settings: ConsoleSignIn;
  onSaved(settings: ConsoleSignIn): void;
}

/** One row of the form: a stored field keeps its `originalKey`. */
interface Row {
  id: number;
  key: string;
  label: string;
  hidden: boolean;
  visibility: CustomFieldVisibility;
  originalKey?: string;
}

const VISIBILITY_OPTIONS = CUSTOM_FIELD_VISIBILITIES.map((value) => ({
  value,
  label: value === 'PUBLIC' ? 'Public' : value === 'MEMBERS' ? 'Members only' : 'Private',
}));

let nextId = 1;

function rowsOf(settings: ConsoleSignIn): Row[] {
  return settings.customFields.map((field) => ({
    id: nextId++,
    key: field.key,
    label: field.label,
    hidden: field.hidden,
    visibility: field.visibility,
    originalKey: field.key,
  }));
}

type Errors = Record<number, { key?: string; label?: string }>;

/** What is wrong with the rows before they are sent: keys, labels, a key used twice. */
function check(rows: readonly Row[]): Errors {
  const errors: Errors = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const key = row.key.trim().toLowerCase();
    const problems: { key?: string; label?: string } = {};
    if (!CUSTOM_FIELD_KEY_PATTERN.test(key)) problems.key = CUSTOM_FIELD_KEY_MESSAGE;
    else if (seen.has(key)) problems.key = `Another field has the key '${key}'.`;
    if (!row.label.trim()) problems.label = 'Give the field a label.';
    seen.add(key);
    if (problems.key || problems.label) errors[row.id] = problems;
  }
  return errors;
}

/** The rows a 400 names (`fields[2].key`), by row id. */
function serverErrors(error: unknown, rows: readonly Row[]): Errors {
  const fields = fieldErrors(error);
  const errors: Errors = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = /^fields\[(\d+)\]\.(key|label)$/.exec(path);
    const row = match ? rows[Number(match[1])] : undefined;
    if (!match || !row) continue;
    errors[row.id] = { ...errors[row.id], [match[2] as 'key' | 'label']: message };
  }
  return errors;
}

/**
 * The sign-up form's custom fields, in order: added, removed, relabelled, hidden, moved, and who
 * sees each. A saved field's key stays (members' values are stored under it): changing it is
 * refused by the service, and said here.
 */
export function CustomFieldsSection({ client, settings, onSaved }: CustomFieldsSectionProps) {
  const [rows, setRows] = useState<Row[]>(() => rowsOf(settings));
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<
    { kind: 'idle' | 'saving' | 'saved' } | { kind: 'error'; message: string }
  >({ kind: 'idle' });
  const [notice, setNotice] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);

  // Another section's save answers the same fields: show them as stored.
  useEffect(() => {
    if (state.kind !== 'saved') return;
    setRows(rowsOf(settings));
  }, [settings, state.kind]);

  const change = (id: number, patch: Partial<Row>) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...patch } : row)));
    setState((current) => (current.kind === 'saved' ? { kind: 'idle' } : current));
  };

  const move = (index: number, by: -1 | 1) => {
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (!row) return current;
      next.splice(index + by, 0, row);
      setNotice(`${row.label || row.key || 'The field'} moved to position ${index + by + 1}.`);
      return next;
    });
  };

  const add = () => {
    setRows((current) => [
      ...current,
      { id: nextId++, key: '', label: '', hidden: false, visibility: 'PUBLIC' },
    ]);
    setNotice('A new field was added at the end.');
  };

  const remove = (row: Row) => {
    setRows((current) => current.filter((candidate) => candidate.id !== row.id));
    setNotice(`${row.label || row.key || 'The new field'} was removed; save to keep the change.`);
    // The removed row's button is gone: keyboard focus goes on to the list's own actions.
    addButton.current?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(rows);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setState({ kind: 'error', message: 'Some fields need a fix before they can be saved.' });
      return;
    }
    setState({ kind: 'saving' });
    const fields: ConsoleCustomFieldInput[] = rows.map((row) => ({
      key: row.key.trim().toLowerCase(),
      label: row.label.trim(),
      hidden: row.hidden,
      visibility: row.visibility,
      ...(row.originalKey === undefined ? {} : { originalKey: row.originalKey }),
    }));
    try {
      const next = await client.setCustomFields(fields);
      setRows(rowsOf(next));
      onSaved(next);
      setState({ kind: 'saved' });
    } catch (error) {
      setErrors(serverErrors(error, rows));
      setState({ kind: 'error', message: errorText(error) });
    }
  };

  return (
    <Section
      title="Custom fields"
      description="What the sign-up form and the profile ask, in this order. Public fields may be shown beside comments; Members fields to signed-in members only; Private ones to the member and admins. A saved field's key cannot change: members' answers are stored under it."
    >
      <form className="wf-signin-form" onSubmit={save} noValidate aria-label="Custom fields">
        {rows.length === 0 ? (
          <EmptyState
            title="No custom fields"
            headingLevel={3}
            description="The sign-up form asks the e-mail address and password only."
          />
        ) : (
          <ol className="wf-signin-fields">
            {rows.map((row, index) => {
              const name = row.label.trim() || row.key.trim() || `field ${index + 1}`;
              return (
                <li key={row.id} className="wf-signin-field" data-testid="custom-field">
                  <Input
                    label="Key"
                    value={row.key}
                    maxLength={100}
                    aria-label={`Key of ${name}`}
                    hint={
                      row.originalKey === undefined ? 'Lower-case letters, digits and hyphens.' : undefined
                    }
                    onChange={(event) => change(row.id, { key: event.target.value })}
                    error={errors[row.id]?.key}
                  />
                  <Input
                    label="Label"
                    value={row.label}
                    maxLength={100}
                    aria-label={`Label of ${name}`}
                    onChange={(event) => change(row.id, { label: event.target.value })}
                    error={errors[row.id]?.label}
                  />
                  <Select
                    label="Who sees it"
                    aria-label={`Who sees ${name}`}
                    value={row.visibility}
                    options={VISIBILITY_OPTIONS}
                    onChange={(event) =>
                      change(row.id, { visibility: event.target.value as CustomFieldVisibility })
                    }
                  />
                  <Switch
                    label="Hidden from the sign-up form"
                    aria-label={`Hidden from the sign-up form (${name})`}
                    checked={row.hidden}
                    onCheckedChange={(hidden) => change(row.id, { hidden })}
                  />
                  <div className="wf-signin-field__actions">
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={index === 0}
                      aria-label={`Move ${name} up`}
                      onClick={() => move(index, -1)}
                    >
                      Up
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={index === rows.length - 1}
                      aria-label={`Move ${name} down`}
                      onClick={() => move(index, 1)}
                    >
                      Down
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${name}`}
                      onClick={() => remove(row)}
                    >
                      Remove
                    </Button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <div className="wf-signin-actions">
          <Button
            ref={addButton}
            variant="secondary"
            onClick={add}
            disabled={rows.length >= CUSTOM_FIELDS_MAX}
          >
            Add a field
          </Button>
          <Button type="submit" loading={state.kind === 'saving'}>
            Save fields
          </Button>
        </div>
        {state.kind === 'error' ? (
          <p role="alert" className="wf-signin-error">
            {state.message}
          </p>
        ) : null}
        <p role="status" className="wf-signin-status">
          {state.kind === 'saved' ? 'The custom fields are saved.' : notice}
        </p>
      </form>
    </Section>
  );
}
