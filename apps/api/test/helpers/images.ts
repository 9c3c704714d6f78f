/** Tiny real images (1×1 pixel), as bytes, for upload tests. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);

export const WEBP_1X1 = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A PNG signature followed by padding: a "PNG" just over the 5 MB limit. */
export const oversizedPng = () =>
  Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG_1X1.length + 1)]);

/** Text dressed up as an image: the name says .png, the bytes say otherwise. */
export const TEXT_AS_PNG = Buffer.from('This is not an image, whatever its name says.\n');

/** A multipart/form-data body, as a browser's FormData would send it. */
export interface FilePart {
  /** The form field: `image` unless given. */
  field?: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export function multipartBody(fields: Record<string, string>, ...files: (FilePart | undefined)[]) {
  const boundary = `----courtbook${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    if (!file) continue;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
