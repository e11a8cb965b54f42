import { Button, Spinner } from '@wf/ui';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import './console.css';
import { errorText } from './format.ts';

/**
 * A console screen's or section's data read from the service (docs/console.md): loading, refused
 * with the service's sentence and 'Try again', or there.
 */

/** The data: loading, refused, or there. */
export type Load<T> = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; value: T };

/** Loads `read` once and again on `reload`; `set` replaces the value after a change. */
export function useLoad<T>(read: () => Promise<T>) {
  const [state, setState] = useState<Load<T>>({ kind: 'loading' });
  const reload = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', value: await read() });
    } catch (error) {
      setState({ kind: 'error', message: errorText(error) });
    }
  }, [read]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const set = useCallback((value: T) => setState({ kind: 'ready', value }), []);
  return { state, reload, set };
}

/** 'Loading ...' or the refusal with 'Try again', else the children. */
export function Loaded<T>({
  state,
  loading,
  reload,
  children,
}: {
  state: Load<T>;
  loading: string;
  reload(): void;
  children(value: T): ReactNode;
}) {
  if (state.kind === 'loading') {
    return (
      <p className="wf-console-loading" data-state="loading">
        <Spinner /> {loading}
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="wf-console-failed" data-state="error">
        <p role="alert" className="wf-console-load-error">
          {state.message}
        </p>
        <Button variant="secondary" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children(state.value)}</>;
}
