import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion.tsx';

const items = [
  { id: 'trial', title: 'Is there a free trial?', content: 'Yes: 7 days.' },
  { id: 'payment', title: 'What payment methods do you accept?', content: 'Cards and PayPal.' },
];

// The plans page's FAQ ships no JavaScript: everything must already work in the server's HTML.
describe('Accordion on the server', () => {
  it('given defaultOpen / when rendered to HTML / it is native details and summary with that item open', () => {
    const html = renderToStaticMarkup(createElement(Accordion, { items, defaultOpen: ['payment'] }));
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html.match(/<summary/g)).toHaveLength(2);
    expect(html).toMatch(/<details class="wf-accordion__item"><summary/);
    expect(html).toMatch(/<details class="wf-accordion__item" open="">/);
  });

  it('given exclusive / when rendered to HTML / every item shares one name so the browser keeps one open', () => {
    const html = renderToStaticMarkup(createElement(Accordion, { items, exclusive: true }));
    const names = [...html.matchAll(/<details[^>]* name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(1);
  });
});
