import { Button, Dialog, Textarea } from '@wf/ui';
import { type FormEvent, useState } from 'react';
import type { DiscussionCopy } from './copy.ts';

export interface ReportDialogProps {
  copy: DiscussionCopy;
  open: boolean;
  busy: boolean;
  error?: string | null;
  /** The report was taken: the thanks replace the form. */
  sent: boolean;
  onClose(): void;
  onSend(reason: string): Promise<boolean>;
}

/** Asks why a comment should be looked at, and sends the report. */
export function ReportDialog({ copy, open, busy, error, sent, onClose, onSend }: ReportDialogProps) {
  const [reason, setReason] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() && (await onSend(reason.trim()))) setReason('');
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={copy.reportTitle}
      closeLabel={copy.cancel}
      size="sm"
    >
      {sent ? (
        <p role="status" className="wf-discussion__report-sent">
          {copy.reportSent}
        </p>
      ) : (
        <form className="wf-discussion__report" onSubmit={submit}>
          <Textarea
            label={copy.reportReason}
            value={reason}
            rows={3}
            maxLength={500}
            required
            error={error ?? undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" loading={busy} disabled={!reason.trim()}>
            {copy.reportSend}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
