import { onTestFinished, vi } from 'vitest';

/**
 * jsdom has no object URLs and does not follow download links: records, for this test, each file
 * the page would save (`saved`) and the name it would save it under (`names`).
 */
export function recordDownloads(objectUrl = 'blob:download') {
  const saved: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      saved.push(blob);
      return objectUrl;
    },
    revokeObjectURL: () => {},
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    click.mockRestore();
  });
  return { saved, names };
}
