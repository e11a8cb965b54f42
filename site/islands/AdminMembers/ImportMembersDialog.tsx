/**
 * The Members screen's 'Import CSV' dialog (docs/console.md "Importing members"): choose a CSV
 * file (a header row with 'email', any of the app's custom field keys and 'plans'), optionally
 * mail each new member an invitation, import; then the report: how many members were created,
 * and each refused row with its line and reason. A file over the size limit is refused before it
 * is sent.
 */
import {
  CONSOLE_IMPORT_MAX_BYTES,
  CONSOLE_IMPORT_MAX_ROWS,
  CONSOLE_IMPORT_TOO_LARGE_MESSAGE,
  type ConsoleImportReport,
} from '@wf/sdk/contract';
import { Button, Dialog, Spinner, Switch, Table } from '@wf/ui';
import { useId, useState } from 'react';
import type { ImportMembers } from '../../lib/api/console-catalogue.ts';
import { errorText } from './format.ts';

export interface ImportMembersDialogProps {
  importMembers: ImportMembers;
  onClose(): void;
  /** Called once members were created (the list reloads). */
  onImported(): void;
}

type ImportState =
  | { kind: 'idle'; problem: string | null }
  | { kind: 'uploading'; name: string }
  | { kind: 'done'; name: string; report: ConsoleImportReport };

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function ImportMembersDialog({ importMembers, onClose, onImported }: ImportMembersDialogProps) {
  const [state, setState] = useState<ImportState>({ kind: 'idle', problem: null });
  const [file, setFile] = useState<File | null>(null);
  const [invite, setInvite] = useState(false);
  const fileId = useId();
  const hintId = useId();

  const start = async () => {
    if (!file) {
      setState({ kind: 'idle', problem: 'Choose a CSV file first.' });
      return;
    }
    if (file.size > CONSOLE_IMPORT_MAX_BYTES) {
      setState({ kind: 'idle', problem: CONSOLE_IMPORT_TOO_LARGE_MESSAGE });
      return;
    }
    setState({ kind: 'uploading', name: file.name });
    try {
      const { data } = await importMembers(await file.text(), invite);
      setState({ kind: 'done', name: file.name, report: data });
      if (data.created > 0) onImported();
    } catch (error) {
      setState({ kind: 'idle', problem: errorText(error) });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || state.kind === 'uploading' ? undefined : onClose())}
      title="Import members from CSV"
      size="lg"
    >
      {state.kind === 'uploading' ? (
        <p className="wf-console-import__busy" role="status">
          <Spinner /> Importing {state.name}... Large files take a few seconds.
        </p>
      ) : state.kind === 'done' ? (
        <ImportReport name={state.name} report={state.report} onClose={onClose} />
      ) : (
        <div className="wf-console-import">
          <p id={hintId} className="wf-console-import__hint">
            The first row names the columns: <code>email</code> (required), any of the app's custom fields (
            <code>first-name</code>, <code>last-name</code>, ...) and <code>plans</code> (free plans by name
            or id, separated by <code>;</code>). At most {CONSOLE_IMPORT_MAX_ROWS.toLocaleString('en-US')}{' '}
            rows and 2 MB. Each row is created whole or not at all; addresses already members' are refused.
          </p>
          <div className="wf-console-import__file">
            <label htmlFor={fileId}>CSV file</label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={hintId}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setState({ kind: 'idle', problem: null });
              }}
            />
          </div>
          <Switch
            label="E-mail each new member an invitation"
            description="The mail that confirms their address; they then sign in with a code or set a password."
            checked={invite}
            onCheckedChange={setInvite}
          />
          {state.problem ? (
            <p role="alert" className="wf-console-import__problem">
              {state.problem}
            </p>
          ) : null}
          <div className="wf-console-import__actions">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void start()}>Import</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function ImportReport({
  name,
  report,
  onClose,
}: {
  name: string;
  report: ConsoleImportReport;
  onClose(): void;
}) {
  return (
    <div className="wf-console-import">
      <p role="status" className="wf-console-import__summary">
        {name}: {count(report.created, 'member created', 'members created')} of{' '}
        {count(report.rows, 'row', 'rows')}
        {report.invited > 0 ? `, ${count(report.invited, 'invitation', 'invitations')} sent` : ''}.
        {report.refused.length > 0 ? ` ${count(report.refused.length, 'row was', 'rows were')} refused:` : ''}
      </p>
      {report.refused.length > 0 ? (
        <Table
          caption="Refused rows"
          captionHidden
          columns={[
            { key: 'line', header: 'Line' },
            { key: 'email', header: 'E-mail' },
            { key: 'reason', header: 'Reason' },
          ]}
          rows={report.refused.slice(0, 500).map((row) => ({
            line: String(row.line),
            email: row.email ?? '(none)',
            reason: row.reason,
          }))}
        />
      ) : null}
      {report.refused.length > 500 ? (
        <p className="wf-console-import__hint">The first 500 refused rows are shown.</p>
      ) : null}
      <div className="wf-console-import__actions">
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}
