import { WfError } from '@wf/sdk';
import type { SecureContentResponse } from '@wf/sdk/contract';
import { describe, expect, it, vi } from 'vitest';
import { securePlayerId } from './securePlayerId.ts';

describe('securePlayerId', () => {
  it("given a member / it asks for 'video:{id}' and returns the vimeoId", async () => {
    const getSecureContent = vi.fn(async () => ({
      data: { contentId: 'video:leadership', content: { vimeoId: '76979871' } },
    }));
    await expect(securePlayerId({ getSecureContent }, 'leadership')).resolves.toBe('76979871');
    expect(getSecureContent).toHaveBeenCalledWith({ contentId: 'video:leadership' });
  });

  it('given an answer without a usable id / it fails with a sentence for people', async () => {
    const answers: SecureContentResponse['data']['content'][] = [
      null,
      'x',
      [],
      { vimeoId: 42 },
      { vimeoId: 'abc' },
      {},
    ];
    for (const content of answers) {
      const getSecureContent = async () => ({ data: { contentId: 'video:x', content } });
      await expect(securePlayerId({ getSecureContent }, 'x')).rejects.toThrow(
        'This video is not available right now.',
      );
    }
  });

  it("given the service refuses / it passes the service's error on", async () => {
    const error = new WfError('forbidden', 'Your plan does not include this content.', { status: 403 });
    await expect(securePlayerId({ getSecureContent: () => Promise.reject(error) }, 'x')).rejects.toBe(error);
  });

  it('given a failure not meant for people (a script that did not load) / it says the video is unavailable', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module: /_astro/src.js');
    await expect(securePlayerId({ getSecureContent: () => Promise.reject(error) }, 'x')).rejects.toThrow(
      'This video is not available right now.',
    );
  });
});
