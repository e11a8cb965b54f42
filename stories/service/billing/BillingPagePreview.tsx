/**
 * Shows a page of the test payment provider exactly as the service draws it (the same pure view
 * functions, service/src/routes/test-mode/*-view.ts), inside the story: its style and its body, moved
 * in as parsed nodes. The page's one inline script (grouping the card number as it is typed) does
 * not run here.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';

export function BillingPagePreview({ html }: { html: string }) {
  const host = useRef<HTMLDivElement>(null);
  const page = useMemo(() => new DOMParser().parseFromString(html, 'text/html'), [html]);
  useLayoutEffect(() => {
    const nodes = [...page.body.childNodes].filter((node) => node.nodeName !== 'SCRIPT');
    host.current?.replaceChildren(...nodes.map((node) => document.importNode(node, true)));
  }, [page]);
  return (
    <>
      <style>{page.querySelector('style')?.textContent ?? ''}</style>
      <div ref={host} />
    </>
  );
}
