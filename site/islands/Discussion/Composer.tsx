import { Button, Textarea } from '@wf/ui';
import { type FormEvent, useId, useState } from 'react';
import { formatMoment, spokenMoment } from '../../lib/video-moment/store.ts';
import { type DiscussionCopy, fillText } from './copy.ts';

export interface ComposerProps {
  copy: DiscussionCopy;
  label: string;
  submitLabel: string;
  placeholder?: string;
  /** The player's current time: offers 'Comment at 12:34' (posts only; null hides it). */
  currentTime?: number | null;
  /** Offers the moment control at all (posts, not replies). */
  withMoment?: boolean;
  initialText?: string;
  busy?: boolean;
  error?: string | null;
  onSubmit(content: string, t: number | null): Promise<boolean>;
  onCancel?: () => void;
  cancelLabel?: string;
  autoFocus?: boolean;
}

/** A comment's text field with its buttons; for posts, the moment of the video it names. */
export function Composer({
  copy,
  label,
  submitLabel,
  placeholder,
  currentTime = null,
  withMoment = false,
  initialText = '',
  busy = false,
  error,
  onSubmit,
  onCancel,
  cancelLabel,
  autoFocus,
}: ComposerProps) {
  const [text, setText] = useState(initialText);
  const [moment, setMoment] = useState<number | null>(null);
  const momentId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || busy) return;
    if (await onSubmit(text, moment)) {
      setText('');
      setMoment(null);
    }
  };
  return (
    <form className="wf-discussion__composer" onSubmit={submit}>
      <Textarea
        label={label}
        hideLabel
        placeholder={placeholder}
        value={text}
        rows={3}
        maxLength={5000}
        required
        error={error ?? undefined}
        onChange={(event) => setText(event.target.value)}
        autoFocus={autoFocus}
      />
      <div className="wf-discussion__composer-row">
        {withMoment && moment !== null ? (
          <span className="wf-discussion__moment-chip" id={momentId}>
            <span aria-hidden="true">▶ </span>
            {fillText(copy.atMoment, { time: formatMoment(moment) })}
            <button
              type="button"
              className="wf-discussion__chip-remove"
              aria-label={`${copy.removeMoment} (${spokenMoment(moment)})`}
              onClick={() => setMoment(null)}
            >
              ×
            </button>
          </span>
        ) : withMoment && currentTime !== null ? (
          <Button type="button" variant="secondary" size="sm" onClick={() => setMoment(currentTime)}>
            {fillText(copy.commentAt, { time: formatMoment(currentTime) })}
          </Button>
        ) : null}
        <span className="wf-discussion__composer-actions">
          {onCancel ? (
            <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
              {cancelLabel ?? copy.cancel}
            </Button>
          ) : null}
          <Button type="submit" size="sm" loading={busy} disabled={!text.trim()}>
            {submitLabel}
          </Button>
        </span>
      </div>
    </form>
  );
}
