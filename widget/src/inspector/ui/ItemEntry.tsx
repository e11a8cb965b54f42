import type { HelpItem, InspectorItem } from '../rules/types.ts';
import { Disclosure } from './Disclosure.tsx';
import { ExternalIcon, TYPE_LABELS, TypeIcon } from './icons.tsx';

/**
 * One collapsible entry of the list (docs/product/widget.md §2 "List"): its type's icon and title;
 * the body holds the description, the cart value, the attribute, the per-element messages, the
 * 'Need help?' entries and the Documentation link.
 */
export function ItemEntry({ item }: { item: InspectorItem }) {
  return (
    <Disclosure
      className={`wf-inspector-item wf-inspector-item--${item.type}`}
      summary={
        <>
          <TypeIcon type={item.type} />
          <span className="wf-inspector-item__title">
            <span className="wf-visually-hidden">{TYPE_LABELS[item.type]}: </span>
            {item.title}
          </span>
          {item.count > 1 ? (
            <span className="wf-inspector-count">
              {item.count}
              <span className="wf-visually-hidden"> elements</span>
            </span>
          ) : null}
        </>
      }
    >
      <div className="wf-inspector-item__body" data-type={item.type}>
        <p className="wf-inspector-item__description">{item.description}</p>
        {item.cartValue ? (
          <p className="wf-inspector-field">
            <span className="wf-inspector-field__label">Cart value</span>
            <code className="wf-inspector-code">{item.cartValue}</code>
          </p>
        ) : null}
        {item.dataAttribute ? (
          <p className="wf-inspector-field">
            <span className="wf-inspector-field__label">Attribute</span>
            <code className="wf-inspector-code">{item.dataAttribute}</code>
          </p>
        ) : null}
        {item.messages?.length ? (
          <ul className="wf-inspector-messages" aria-label="On this page">
            {item.messages.map((message, index) => (
              // Messages can repeat (two elements, one fault): the index keeps the keys apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: a static list, never reordered
              <li key={index}>{message}</li>
            ))}
          </ul>
        ) : null}
        {item.helpItems.length ? <NeedHelp items={item.helpItems} /> : null}
        <a
          className="wf-inspector-doc-link"
          href={item.documentationLink}
          target="_blank"
          rel="noopener noreferrer"
          // Every item has one: the name tells them apart, and says where it opens.
          aria-label={`Documentation: ${item.title} (opens in a new tab)`}
        >
          Documentation
          <ExternalIcon />
        </a>
      </div>
    </Disclosure>
  );
}

/** docs/product/widget.md §2: "expandable 'Need help?' entries", one disclosure per help item. */
function NeedHelp({ items }: { items: HelpItem[] }) {
  return (
    <div className="wf-inspector-help">
      <p className="wf-inspector-help__title">Need help?</p>
      <ul className="wf-inspector-help__list">
        {items.map((help) => (
          <li key={help.title} className="wf-inspector-help__item">
            <Disclosure className="wf-inspector-help__entry" summary={<span>{help.title}</span>}>
              <p className="wf-inspector-help__description">{help.description}</p>
            </Disclosure>
          </li>
        ))}
      </ul>
    </div>
  );
}
