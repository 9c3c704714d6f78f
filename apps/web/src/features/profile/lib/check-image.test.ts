import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@courtbook/shared';
import { checkImage } from './check-image';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'x', { type });

describe('checkImage', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(checkImage(file(type, IMAGE_MAX_BYTES))).toBeNull();
    }
  });

  it('refuses other types and larger files with the shared messages', () => {
    expect(checkImage(file('image/gif', 10))).toBe('The image must be a JPEG, PNG or WebP file.');
    expect(checkImage(file('image/png', IMAGE_MAX_BYTES + 1))).toBe(
      'The image must be 5 MB or smaller.',
    );
  });
});
