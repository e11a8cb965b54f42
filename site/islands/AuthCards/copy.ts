/** The card's texts from a page's copy (content/site/pages/{login,signup}.yaml). Build time only. */
import type { PageCopy } from '../../lib/content.ts';
import type { AuthCardCopy } from './types.ts';

export function authCardCopy(page: PageCopy): AuthCardCopy {
  if (!page.cta) throw new Error(`The ${page.heading} page needs a cta (the link to the other page).`);
  const optional = (key: string) => page.labels[key];
  return {
    heading: page.heading,
    intro: page.intro,
    button: page.label('button'),
    busy: page.label('busy'),
    prompt: page.label('prompt'),
    switchLink: page.cta,
    failedTitle: page.label('failedTitle'),
    failedFallback: page.label('failedFallback'),
    welcomeTitle: optional('welcomeTitle'),
    welcomeText: optional('welcomeText'),
    membership:
      optional('checkoutBusy') === undefined
        ? undefined
        : {
            intro: page.label('memberIntro'),
            trial: page.label('trialButton'),
            renew: page.label('renewButton'),
            busy: page.label('checkoutBusy'),
            failedTitle: page.label('checkoutFailedTitle'),
            failedFallback: page.label('checkoutFailedFallback'),
          },
  };
}
