/**
 * The login modal as a visitor will see it, in the colour and with the logo being chosen, before
 * they are saved (docs/console.md "Site and embedding"). It is the widget's own LoginPanel with the
 * widget's own styles (the ui tokens and the modals' CSS its shadow root holds), rendered in a
 * frame of its own: the modal opens there (its backdrop dims the frame, not this page), and the
 * frame is inert, so the preview never takes the focus or the keyboard from the form beside it.
 */
import type { App } from '@wf/sdk/contract';
import uiStyles from '@wf/ui/styles.css?inline';
import { useEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LoginPanel } from '../../../widget/src/modals/index.ts';
import modalStyles from '../../../widget/src/modals/styles.css?inline';

export interface LoginPreviewProps {
  /** The app as the widget reads it; its colour, logo and name are replaced by the next three. */
  app: App;
  /** The primary button colour being chosen ('#rrggbb'); empty for the widget's default. */
  colour: string;
  logo: string | null;
  name: string;
  /** The frame's accessible name. */
  title?: string;
}

const FRAME_DOCUMENT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${uiStyles}\n${modalStyles}\nhtml,body{margin:0;background:#f4f4f6;}</style></head><body></body></html>`;

/** The app as the preview shows it. */
export function previewApp(
  app: App,
  { colour, logo, name }: Pick<LoginPreviewProps, 'colour' | 'logo' | 'name'>,
): App {
  return {
    ...app,
    name,
    branding: { ...app.branding, logo, colors: { lightMode: { primaryButton: colour } } },
  };
}

export function LoginPreview({
  app,
  colour,
  logo,
  name,
  title = 'Preview of the login modal',
}: LoginPreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [root, setRoot] = useState<Root | null>(null);

  // The frame's document is ready once it loads; the panel is rendered into it from then on.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let made: Root | null = null;
    // The modal focuses its first field when it opens. The person is busy on this page, so any
    // focus the frame takes goes back to where it was on the page.
    let outside: HTMLElement | null = null;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target !== element) outside = event.target;
    };
    const giveBack = (event: FocusEvent) => {
      (event.target as HTMLElement | null)?.blur?.();
      if (outside?.isConnected) outside.focus({ preventScroll: true });
    };
    document.addEventListener('focusin', remember);
    const mount = () => {
      const doc = element.contentDocument;
      // The frame starts on about:blank; only the srcdoc document holds the styles.
      if (!doc?.body || doc.URL !== 'about:srcdoc') return;
      made?.unmount();
      doc.addEventListener('focusin', giveBack);
      const container = doc.createElement('div');
      doc.body.append(container);
      made = createRoot(container);
      setRoot(made);
    };
    if (element.contentDocument?.readyState === 'complete') mount();
    element.addEventListener('load', mount);
    return () => {
      element.removeEventListener('load', mount);
      document.removeEventListener('focusin', remember);
      element.contentDocument?.removeEventListener('focusin', giveBack);
      const unmounting = made;
      // Unmounted after this render, as React asks of a root unmounted from an effect.
      if (unmounting) queueMicrotask(() => unmounting.unmount());
    };
  }, []);

  useEffect(() => {
    root?.render(<LoginPanel app={previewApp(app, { colour, logo, name })} />);
  }, [root, app, colour, logo, name]);

  return (
    <iframe
      ref={frame}
      className="wf-site-preview__frame"
      title={title}
      srcDoc={FRAME_DOCUMENT}
      inert
      tabIndex={-1}
      data-state={root ? 'ready' : 'loading'}
      data-colour={colour || 'default'}
    />
  );
}
