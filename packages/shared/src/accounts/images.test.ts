import { describe, expect, it } from 'vitest';
import { checkImageFile, IMAGE_MAX_BYTES, imageTypeOfContent } from './schemas';

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

describe('imageTypeOfContent', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

  it('reads JPEG, PNG and WebP from their first bytes', () => {
    expect(imageTypeOfContent(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(imageTypeOfContent(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(imageTypeOfContent(ascii('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
  });

  it('finds no image in text, a GIF, a RIFF that is not WebP, or too few bytes', () => {
    expect(imageTypeOfContent(ascii('hello, this is not a photo'))).toBeNull();
    expect(imageTypeOfContent(ascii('GIF89a......'))).toBeNull();
    expect(imageTypeOfContent(ascii('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(imageTypeOfContent(bytes(0x89, 0x50))).toBeNull();
    expect(imageTypeOfContent(bytes())).toBeNull();
  });
});
