// @vitest-environment happy-dom
/** `data-ms-action="profile-image"` (docs/product/data-attributes.md §7). */
import { IMAGE_MAX_BYTES } from '@wf/sdk/constants';
import { sampleMember } from '@wf/sdk/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attributesEn } from '../../i18n/attributes.en.ts';
import { fakeContext, messageText } from './fake-context.ts';
import { changeProfileImage } from './profile-image.ts';

/** The file picker answers with `file` (null: the person cancels). */
function picks(file: File | null): void {
  vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
    if (file === null) {
      this.dispatchEvent(new Event('cancel'));
      return;
    }
    Object.defineProperty(this, 'files', { value: [file] });
    this.dispatchEvent(new Event('change'));
  });
}

function imageOf(bytes: number, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], 'me.png', { type });
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('changeProfileImage', () => {
  it('given an image within the limit / it uploads it, refreshes the member and says so', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    const file = imageOf(IMAGE_MAX_BYTES);
    picks(file);
    await changeProfileImage(context);
    expect(widget.updateMemberProfileImage).toHaveBeenCalledWith({ profileImage: file });
    expect(widget.getCurrentMember).toHaveBeenCalled();
    expect(messageText('success')).toBe(attributesEn.attributes_image_saved);
  });

  it('given an image one byte over the limit / it is refused before upload', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    picks(imageOf(IMAGE_MAX_BYTES + 1));
    await changeProfileImage(context);
    expect(widget.updateMemberProfileImage).not.toHaveBeenCalled();
    expect(messageText('error')).toBe(attributesEn.attributes_image_too_large);
  });

  it('given a file that is not an image / it is refused before upload', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    picks(imageOf(10, 'application/pdf'));
    await changeProfileImage(context);
    expect(widget.updateMemberProfileImage).not.toHaveBeenCalled();
    expect(messageText('error')).toBe('File is not an image.');
  });

  it('given a person who closes the picker / nothing is uploaded or said', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    picks(null);
    await changeProfileImage(context);
    expect(widget.updateMemberProfileImage).not.toHaveBeenCalled();
    expect(messageText('error')).toBeUndefined();
    expect(messageText('success')).toBeUndefined();
  });

  it('given the picker it opens / it asks for images only', async () => {
    const { context } = fakeContext({ member: sampleMember() });
    let accept = '';
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
      accept = `${this.type} ${this.accept}`;
      this.dispatchEvent(new Event('cancel'));
    });
    await changeProfileImage(context);
    expect(accept).toBe('file image/*');
  });
});
