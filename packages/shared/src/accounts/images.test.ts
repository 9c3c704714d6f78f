import { describe, expect, it } from 'vitest';
import { checkImageFile, IMAGE_MAX_BYTES } from './schemas';

const file = (type: string, size: number) => ({ type, size });

describe('checkImageFile', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(checkImageFile(file(type, IMAGE_MAX_BYTES))).toBeNull();
    }
  });

  it('refuses other types and larger files with the shared messages', () => {
    expect(checkImageFile(file('image/gif', 10))).toBe(
      'The image must be a JPEG, PNG or WebP file.',
    );
    expect(checkImageFile(file('image/png', IMAGE_MAX_BYTES + 1))).toBe(
      'The image must be 5 MB or smaller.',
    );
  });
});
