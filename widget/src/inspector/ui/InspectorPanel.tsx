import { Switch } from '@wf/ui';
import type { InspectorItem } from '../rules/types.ts';
import { Disclosure } from './Disclosure.tsx';
import { ItemEntry } from './ItemEntry.tsx';
import { CheckCircleIcon, TypeIcon } from './icons.tsx';
import { groupItems, isClean } from './items.ts';
import { Section } from './Section.tsx';

export interface InspectorPanelProps {
  items: readonly InspectorItem[];
  xRayMode: boolean;
  onXRayModeChange(on: boolean): void;
}

/**
 * The Inspector tab (docs/product/widget.md §2): the X-ray switch, then the events and errors
 * (errors, warnings, cart, events), then the grouped 'Attributes Found' entry.
 */
export function InspectorPanel({ items, xRayMode, onXRayModeChange }: InspectorPanelProps) {
  const { listed, found, foundCount } = groupItems(items);
  return (
    <div className="wf-inspector-panel">
      <Switch
        className="wf-inspector-xray"
        label="X-ray mode"
        description="Outline on the page what the scan found."
        checked={xRayMode}
        onCheckedChange={onXRayModeChange}
      />
      <Section title="Events and errors">
        {isClean(items) ? (
          <p className="wf-inspector-empty">
            <CheckCircleIcon />
            <span>
              <strong>No errors found</strong>
              <span className="wf-inspector-empty__text">The page scan found no errors or warnings.</span>
            </span>
          </p>
        ) : null}
        {listed.length ? (
          <ul className="wf-inspector-list">
            {listed.map((item) => (
              <li key={`${item.type}:${item.id}`}>
                <ItemEntry item={item} />
              </li>
            ))}
          </ul>
        ) : null}
      </Section>
      {found.length ? (
        <Disclosure
          className="wf-inspector-item wf-inspector-found"
          summary={
            <>
              <TypeIcon type="found" />
              <span className="wf-inspector-item__title">Attributes Found</span>
              <span className="wf-inspector-count">
                {foundCount}
                <span className="wf-visually-hidden"> elements</span>
              </span>
            </>
          }
        >
          <ul className="wf-inspector-list wf-inspector-found__list">
            {found.map((item) => (
              <li key={item.id}>
                <ItemEntry item={item} />
              </li>
            ))}
          </ul>
        </Disclosure>
      ) : null}
    </div>
  );
}
