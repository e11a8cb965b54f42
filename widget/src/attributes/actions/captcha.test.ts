// @vitest-environment happy-dom
/** A sign-up's proof-of-work captcha (docs/product/data-attributes.md §10). */
import { createHash } from 'node:crypto';
import { sampleApp } from '@wf/sdk/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeCaptchaToken } from '../../captcha/token.ts';
import { captchaToken } from './captcha.ts';
import { fakeContext, mount } from './fake-context.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('captchaToken', () => {
  it('given an app that requires no captcha / none, and no challenge is asked for', async () => {
    const { context, widget } = fakeContext({ app: sampleApp({ captchaRequired: false }) });
    await expect(captchaToken(context, mount('<form></form>', 'form'))).resolves.toBeUndefined();
    expect(widget.getCaptchaChallenge).not.toHaveBeenCalled();
  });

  it('given an app that requires one / it solves the challenge, says so in the form’s captcha place, and answers the token', async () => {
    const salt = 'salt?expires=9999999999';
    const challenge = createHash('sha256').update(`${salt}42`).digest('hex');
    const { context, widget } = fakeContext({ app: sampleApp({ captchaRequired: true }) });
    widget.getCaptchaChallenge.mockResolvedValue({
      algorithm: 'SHA-256',
      challenge,
      salt,
      signature: 'sig',
      maxnumber: 100,
    });
    const form = mount('<form><div data-ms-captcha></div></form>', 'form');
    const token = await captchaToken(context, form);
    expect(decodeCaptchaToken(token ?? '')).toMatchObject({ number: 42, challenge, salt, signature: 'sig' });
    expect(form.querySelector('[data-ms-captcha]')?.textContent).toBe('Verified.');
  });
});
