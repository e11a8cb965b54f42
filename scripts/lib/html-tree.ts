/**
 * HTML files as the tree the inspector's rules read (widget/src/inspector/rules/types.ts
 * `ScanElement`), parsed the way a browser parses them (parse5), with each element's line and
 * column in the file.
 */
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import type { ScanElement } from '../../widget/src/inspector/rules/types.ts';

type Parse5Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/** One element of a parsed file. */
export class ParsedElement implements ScanElement {
  readonly tagName: string;
  readonly children: ParsedElement[] = [];
  /** 1-based line and column of the start tag; 0 for elements the parser made up (an omitted <head>). */
  readonly line: number;
  readonly column: number;
  readonly #attributes: Map<string, string>;

  readonly parentElement: ParsedElement | null;

  constructor(node: DefaultTreeAdapterTypes.Element, parentElement: ParsedElement | null) {
    this.parentElement = parentElement;
    this.tagName = node.tagName.toUpperCase();
    this.#attributes = new Map(node.attrs.map((attribute) => [attribute.name, attribute.value]));
    this.line = node.sourceCodeLocation?.startLine ?? 0;
    this.column = node.sourceCodeLocation?.startCol ?? 0;
  }

  getAttribute(name: string): string | null {
    return this.#attributes.get(name.toLowerCase()) ?? null;
  }

  hasAttribute(name: string): boolean {
    return this.#attributes.has(name.toLowerCase());
  }

  getAttributeNames(): string[] {
    return [...this.#attributes.keys()];
  }

  /** A short CSS selector a person can find the element by: its id, else its tag and first data-ms attribute. */
  selector(attribute?: string): string {
    const tag = this.tagName.toLowerCase();
    const id = this.getAttribute('id');
    if (id && /^[A-Za-z][\w-]*$/.test(id)) return `${tag}#${id}`;
    const name =
      attribute && this.hasAttribute(attribute)
        ? attribute
        : this.getAttributeNames().find((n) => n.startsWith('data-ms-'));
    if (!name) return tag;
    const value = this.getAttribute(name) ?? '';
    const escaped = name.replaceAll(':', '\\:');
    return value === '' ? `${tag}[${escaped}]` : `${tag}[${escaped}=${JSON.stringify(value)}]`;
  }
}

function isElement(node: Parse5Node): node is DefaultTreeAdapterTypes.Element {
  return 'tagName' in node;
}

/** Parses a whole document; returns its <html> element (the parser always makes one). */
export function parseHtml(html: string): ParsedElement {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const build = (node: DefaultTreeAdapterTypes.Element, parent: ParsedElement | null): ParsedElement => {
    const element = new ParsedElement(node, parent);
    // A <template>'s content is not part of the page until a script clones it; the DOM agrees.
    for (const child of node.childNodes) {
      if (isElement(child)) element.children.push(build(child, element));
    }
    return element;
  };
  const root = document.childNodes.find(isElement);
  if (!root) throw new Error('parse5 made no <html> element');
  return build(root, null);
}
