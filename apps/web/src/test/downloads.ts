import { onTestFinished, vi } from 'vitest';

/**
 * Gives jsdom's URL the object-URL functions it lacks, until `removeObjectUrls`: test files share
 * one jsdom per worker, so each test that adds them takes them away again.
 */
export function stubObjectUrls(createObjectURL: (blob: Blob) => string) {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
}

export function removeObjectUrls() {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
}

/**
 * jsdom has no object URLs and does not follow download links: records, for this test, each file
 * the page would save (`saved`) and the name it would save it under (`names`).
 */
export function recordDownloads(objectUrl = 'blob:download') {
  const saved: Blob[] = [];
  const names: string[] = [];
  stubObjectUrls((blob) => {
    saved.push(blob);
    return objectUrl;
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  onTestFinished(() => {
    removeObjectUrls();
    click.mockRestore();
  });
  return { saved, names };
}
