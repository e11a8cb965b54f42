import { Button } from '@wf/ui';
import { useState } from 'react';

export interface CopyButtonProps {
  /** What is copied. */
  text: string;
  /** The button's accessible name, such as 'Copy the app id'. */
  label: string;
}

/** Copies `text` to the clipboard and says so (or asks to copy by hand when the browser refuses). */
export function CopyButton({ text, label }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className="wf-site-copy">
      <Button variant="secondary" size="sm" aria-label={label} onClick={copy} data-state={state}>
        Copy
      </Button>
      <span className="wf-site-copy__status" role="status">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select the text and copy it yourself.' : ''}
      </span>
    </span>
  );
}
