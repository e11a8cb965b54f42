/**
 * The page at /examples/ (test mode): the example sites of the examples folder
 * (static/example-sites.ts reads them), so that the address the start log gives a newcomer leads
 * somewhere. Pure, so that its story draws it as the service does; every value is escaped.
 */
import { escapeHtml } from '../../mail/templates/escape.ts';
import { renderDocument } from './document.ts';
import type { PageTheme } from './theme.ts';

/** One page of an example folder. */
export interface ExamplePage {
  href: string;
  title: string;
}

/** One folder of the examples: a site with its own home page, or a list of single pages. */
export interface ExampleSite {
  name: string;
  /** The site's home page, when the folder has an index.html. */
  home: (ExamplePage & { description: string | null }) | null;
  /** The folder's pages (all of them when it has no home page). */
  pages: ExamplePage[];
  /** A folder without a home page: the sites in its own folders. */
  sites: ExampleSite[];
}

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--wf-color-text); background: var(--wf-color-bg); }
  main { max-width: 46rem; margin: 0 auto; padding: 3rem 1.25rem 4rem; }
  h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 0.5rem; }
  .lead { color: var(--wf-color-text-muted); margin: 0 0 2rem; }
  section { background: var(--wf-color-surface); border: 1px solid var(--wf-color-border); border-radius: 12px; padding: 1.25rem 1.5rem; margin: 0 0 1rem; }
  h2 { font-size: 1.25rem; margin: 0 0 0.25rem; }
  h2 a { color: var(--wf-color-primary); }
  p { margin: 0.25rem 0; }
  ul { margin: 0.75rem 0 0; padding-left: 1.25rem; }
  li { margin: 0.25rem 0; }
  a { color: var(--wf-color-primary); }
  a:focus-visible { outline: 2px solid var(--wf-color-primary); outline-offset: 2px; }
  ul.sites { list-style: none; padding: 0; }
  ul.sites > li { margin: 0.75rem 0; }
  ul.sites ul { margin-top: 0.25rem; }
  code { font: 0.9em ui-monospace, SFMono-Regular, Menlo, monospace; background: var(--wf-color-surface-sunken); padding: 0 0.25em; border-radius: 4px; }
`;

function pageList(pages: readonly ExamplePage[], label: string): string {
  if (pages.length === 0) return '';
  const items = pages
    .map((page) => `<li><a href="${escapeHtml(page.href)}">${escapeHtml(page.title)}</a></li>`)
    .join('');
  return `<ul aria-label="${escapeHtml(label)}">${items}</ul>`;
}

/** A site of a collection: its home page (or its name) and its pages, under the collection's heading. */
function nestedSite(site: ExampleSite): string {
  const title = site.home?.title ?? site.name;
  const heading = site.home
    ? `<a href="${escapeHtml(site.home.href)}">${escapeHtml(title)}</a>`
    : escapeHtml(title);
  return `<li><strong>${heading}</strong>${pageList(site.pages, `Pages of ${title}`)}</li>`;
}

function siteSection(site: ExampleSite): string {
  if (site.home) {
    const description = site.home.description ? `<p>${escapeHtml(site.home.description)}</p>` : '';
    return `<section><h2><a href="${escapeHtml(site.home.href)}">${escapeHtml(site.home.title)}</a></h2>${description}${pageList(site.pages, `Pages of ${site.home.title}`)}</section>`;
  }
  const nested =
    site.sites.length > 0
      ? `<ul class="sites" aria-label="${escapeHtml(`Sites of ${site.name}`)}">${site.sites.map(nestedSite).join('')}</ul>`
      : '';
  return `<section><h2>${escapeHtml(site.name)}</h2><p>Pages as they are found on other sites, each with the install tag.</p>${pageList(site.pages, `Pages of ${site.name}`)}${nested}</section>`;
}

/** The /examples/ page. */
export function renderExamplesIndex(sites: readonly ExampleSite[], theme?: PageTheme): string {
  const body =
    sites.length > 0
      ? sites.map(siteSection).join('')
      : '<p>There are no example sites in the examples folder (<code>EXAMPLES_DIR</code>).</p>';
  return renderDocument({
    title: 'Example sites',
    theme,
    style: STYLE,
    body: `<main>
<h1>Example sites</h1>
<p class="lead">Plain HTML pages that use the membership widget through <code>data-ms-*</code> attributes, served in test mode only. Open one, sign up and look around; the guide for site builders is at <a href="/developers/data-attributes">/developers/data-attributes</a>.</p>
${body}
</main>`,
  });
}
