/**
 * The test-mode inspector's controller (docs/product/inspector.md): a chunk the loader fetches only
 * for test keys. It scans the page once the app has loaded (the private-field check 1 s later,
 * docs/product/widget.md §4), again when the page or the member changes, logs each finding in its colour,
 * draws the X-ray outlines and mounts the overlay in a shadow root of its own.
 */
import { useStore } from '@nanostores/react';
import type { App, Member } from '@wf/sdk/contract';
import uiStyles from '@wf/ui/styles.css?inline';
import { atom, type ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { AttributeContext } from '../attributes/context.ts';
import { PLAN_KEY, PRICE_KEY, read, write } from '../attributes/storage.ts';
import { pxFromRem } from '../root/css.ts';
import { type PageElement, pageTree } from './page-tree.ts';
import { DOC_SECTIONS, type DocSection, entryOf } from './rules/catalogue.ts';
import { cartItems, consoleLines, itemsOf } from './rules/items.ts';
import { scanPage } from './rules/scan.ts';
import type { Finding, InspectorItem } from './rules/types.ts';
import { type InspectorLinks, type InspectorTabId, type InspectorToast, InspectorView } from './ui/index.ts';
import inspectorStyles from './ui/styles.css?inline';
import { createXRayLayer } from './xray.ts';

/**
 * localStorage: the X-ray flag (docs/product/data-attributes.md §13). Ours: a builder's stored
 * choice ('true' or 'false') wins; without one, X-ray is on only while the page has errors or
 * warnings (outlines on every found element are noise on a page that is right).
 */
export const XRAY_KEY = 'MSXRayMode';
/** localStorage (ours): the side the sidebar was moved to. */
export const SIDE_KEY = 'wf_inspector_side';
/** docs/product/widget.md §9: the private-field check runs 1 s after the first scan. */
export const PRIVATE_FIELD_DELAY_MS = 1000;
/** The host element's id. */
export const INSPECTOR_HOST_ID = 'wf-inspector';

export interface InspectorOptions {
  context: AttributeContext;
  /** Where widget.js came from: the service that also serves the documentation and the examples. */
  assetBase: string;
}

/** The site builders' guide the service serves (content/developers/data-attributes.md). */
export const GUIDE_PATH = '/developers/data-attributes';
/** The footer's Help: the guide's section on the inspector, for whichever site the builder is on. */
export const HELP_PATH = `${GUIDE_PATH}#${DOC_SECTIONS.inspector}`;

/** Where each documentation section is: an anchor of the guide, on the service widget.js came from. */
export function documentationLink(assetBase: string): (section: DocSection) => string {
  return (section) => new URL(`${GUIDE_PATH}#${DOC_SECTIONS[section]}`, assetBase).href;
}

interface EventItem extends InspectorItem {
  type: 'plan-price-clicked' | 'content-removed';
}

/** Starts the inspector once per page; the function it returns takes it all away again. */
export function startInspector({ context, assetBase }: InspectorOptions): () => void {
  const doc = context.doc;
  if (doc.getElementById(INSPECTOR_HOST_ID)) return () => undefined;
  const docs = documentationLink(assetBase);
  const $items = atom<InspectorItem[]>([]);
  const stored = read('localStorage', XRAY_KEY);
  /** The builder's own X-ray choice, or null to follow the findings. */
  let xRayChoice: boolean | null = stored === 'true' ? true : stored === 'false' ? false : null;
  const $xRay = atom(xRayChoice ?? false);
  // The script-tag build bundles this chunk with its own copy of runtime/store.ts, whose $member
  // nobody sets: the member comes from the loader, through the context and the widget API.
  const $viewer = atom<Member | null>(context.member());
  const authListener = context.widget.onAuthChange((member) => $viewer.set(member));

  const layer = createXRayLayer(doc);
  const events: EventItem[] = [];
  /** What each element has said in the console already (each finding is logged once). */
  const logged = new WeakMap<Element, Set<string>>();
  let findings: Finding<PageElement>[] = [];
  let privateChecked = false;

  function scan(): void {
    const app = context.app();
    const tree = pageTree(doc, context.removed());
    findings = scanPage(tree, { app, checks: privateChecked ? 'all' : 'page' });
    publish();
  }

  function publish(): void {
    for (const [format, style, message, element] of consoleLines(findings)) {
      const said = logged.get(element.element) ?? new Set<string>();
      if (said.has(message)) continue;
      logged.set(element.element, said.add(message));
      console.log(format, style, message, element.element);
    }
    const removedCount = context.removed().size;
    const removedItem: EventItem[] =
      removedCount > 0
        ? [
            {
              id: 'content-removed',
              type: 'content-removed',
              title: 'Gated Content Removed',
              description: `${removedCount} ${removedCount === 1 ? 'element is' : 'elements are'} not shown to this ${$viewer.get() ? 'member' : 'visitor'}: their gates (data-ms-content, member-only buttons and forms) removed them from the page. They are still checked.`,
              helpItems: [],
              documentationLink: docs('gates'),
              count: 0,
            },
          ]
        : [];
    const cart = cartItems(
      { plan: read('sessionStorage', PLAN_KEY), price: read('sessionStorage', PRICE_KEY) },
      docs,
    );
    $items.set([...itemsOf(findings, docs), ...cart, ...events, ...removedItem]);
    if (xRayChoice === null) $xRay.set(findings.some((finding) => finding.level !== 'found'));
    drawXRay();
  }

  function drawXRay(): void {
    if (!$xRay.get()) {
      layer.clear();
      return;
    }
    // The tooltip is the item's title ('Broken Plan Button Found', docs/product/widget.md §8); the details are in the list.
    layer.draw(
      findings.map((finding) => ({
        element: finding.element.element,
        level: finding.level,
        message: entryOf(finding.id).title,
      })),
    );
  }

  // docs/product/widget.md §4: one scan as soon as the app data has loaded, the private-field check 1 s later.
  scan();
  const privateCheck = setTimeout(() => {
    privateChecked = true;
    scan();
  }, PRIVATE_FIELD_DELAY_MS);

  // Ours: what the runtime binds later is scanned too (debounced; our own hosts are ignored).
  let pending = 0;
  const rescan = () => {
    clearTimeout(pending);
    pending = window.setTimeout(scan, 200);
  };
  const OWN = `#${INSPECTOR_HOST_ID}, #wf-widget, [data-wf-xray]`;
  const ours = (node: Node) => node instanceof Element && node.closest(OWN) !== null;
  // A page that animates (style and class changing every frame) must not be rescanned every
  // 200 ms: those changes only move the outlines. Markup and the attributes the rules read rescan.
  let redraw = 0;
  const observer = new MutationObserver((records) => {
    let changed = false;
    let moved = false;
    for (const record of records) {
      if (ours(record.target)) continue;
      if (record.type === 'childList') {
        changed ||= ![...record.addedNodes, ...record.removedNodes].every(ours);
      } else if (record.attributeName === 'style' || record.attributeName === 'class') {
        moved = true;
      } else {
        changed = true;
      }
    }
    if (changed) rescan();
    else if (moved) {
      clearTimeout(redraw);
      redraw = window.setTimeout(drawXRay, 200);
    }
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true, attributes: true });
  const unlisten = [$viewer.listen(rescan), $xRay.listen(drawXRay), authListener];

  // Plan and price clicks become events; the cart follows what the runtime stored.
  const onClick = (event: MouseEvent) => {
    const target =
      event.target instanceof Element
        ? event.target.closest(
            '[data-ms-plan\\:add], [data-ms-plan\\:update], [data-ms-plan\\:remove], [data-ms-price\\:add], [data-ms-price\\:update], [data-ms-price\\:remove]',
          )
        : null;
    if (!target) return;
    const name = target.getAttributeNames().find((n) => /^data-ms-(plan|price):/.test(n)) ?? '';
    const value = target.getAttribute(name) ?? '';
    events.unshift({
      id: `plan-price-clicked-${events.length + 1}`,
      type: 'plan-price-clicked',
      title: name.startsWith('data-ms-plan') ? 'Plan Button Clicked' : 'Price Button Clicked',
      description: `${name}="${value}" was clicked ${$viewer.get() ? 'by the signed-in member' : 'by a visitor: the choice is kept for the signup'}.`,
      dataAttribute: `${name}="${value}"`,
      helpItems: [],
      documentationLink: docs('plans'),
      count: 0,
    });
    // After the runtime's own listener has stored the choice.
    setTimeout(publish, 0);
  };
  doc.addEventListener('click', onClick);

  const host = doc.createElement('div');
  host.id = INSPECTOR_HOST_ID;
  const shadow = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = pxFromRem(`${uiStyles}\n${inspectorStyles}`);
  const container = doc.createElement('div');
  shadow.append(style, container);
  doc.body.append(host);

  const root = createRoot(container);
  root.render(
    <InspectorApp
      items={$items}
      member={$viewer}
      loadMemberJson={() => context.widget.getMemberJSON().then(({ data }) => data)}
      xRay={$xRay}
      onXRayChoice={(on) => {
        xRayChoice = on;
        write('localStorage', XRAY_KEY, String(on));
        $xRay.set(on);
      }}
      app={context.app()}
      links={{
        documentation: new URL(GUIDE_PATH, assetBase).href,
        help: new URL(HELP_PATH, assetBase).href,
        components: new URL('/examples/membership/', assetBase).href,
      }}
    />,
  );
  return () => {
    clearTimeout(privateCheck);
    clearTimeout(pending);
    clearTimeout(redraw);
    observer.disconnect();
    for (const stop of unlisten) stop();
    doc.removeEventListener('click', onClick);
    root.unmount();
    host.remove();
    layer.destroy();
  };
}

interface InspectorAppProps {
  items: ReadableAtom<InspectorItem[]>;
  /** The signed-in member, as the loader's store has it. */
  member: ReadableAtom<Member | null>;
  /** Fetches the member's JSON document (only while the Member tab is shown). */
  loadMemberJson(): Promise<unknown>;
  xRay: ReadableAtom<boolean>;
  /** The builder turned X-ray on or off: stored, and followed from now on. */
  onXRayChoice(on: boolean): void;
  app: App | null;
  links: InspectorLinks;
}

/** The overlay's state: open, side (remembered), toast; the X-ray choice persisted in MSXRayMode. */
function InspectorApp({
  items,
  member: $viewer,
  loadMemberJson,
  xRay,
  onXRayChoice,
  app,
  links,
}: InspectorAppProps) {
  const list = useStore(items);
  const member = useStore($viewer);
  const xRayMode = useStore(xRay);
  const [open, setOpen] = useState(false);
  const [side, setSide] = useState<'right' | 'left'>(
    read('localStorage', SIDE_KEY) === 'left' ? 'left' : 'right',
  );
  const [toast, setToast] = useState<InspectorToast | null>(null);
  const [tab, setTab] = useState<InspectorTabId>('inspector');
  const [json, setJson] = useState<unknown>(undefined);
  const memberId = member?.id;
  // The member's JSON document is asked for only while the Member tab is shown, and again for
  // another member: not on every page load, where it would race a sign-out.
  useEffect(() => {
    setJson(undefined);
    if (!open || tab !== 'member' || !memberId) return;
    let current = true;
    loadMemberJson().then(
      (data) => current && setJson(data),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [open, tab, memberId, loadMemberJson]);
  return (
    <InspectorView
      items={list}
      member={member}
      memberJson={json}
      app={app}
      xRayMode={xRayMode}
      onXRayModeChange={onXRayChoice}
      open={open}
      onOpenChange={setOpen}
      side={side}
      onSideChange={(next) => {
        write('localStorage', SIDE_KEY, next);
        setSide(next);
      }}
      tab={tab}
      onTabChange={setTab}
      toast={toast}
      onToastClose={() => setToast(null)}
      copy={(text) => navigator.clipboard.writeText(text)}
      onToast={setToast}
      links={links}
    />
  );
}
