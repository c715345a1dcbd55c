// The file types an upload may have, recognised from their bytes.
import { open } from 'node:fs/promises';
import { extname } from 'node:path';

import { UnsupportedMediaTypeError } from '../../errors/domain-error.js';
import { msg } from '../../i18n/messages.js';

/** The largest upload: 20 MB (docs/product.md#defaults-and-limits). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

interface UploadType {
  readonly contentType: string;
  readonly image: boolean;
  /** The first bytes a file of this type starts with (binary types), else `null`: text, checked for NUL bytes. */
  readonly magic: ((head: Buffer) => boolean) | null;
}

const startsWith = (prefix: string | number[]) => (head: Buffer) =>
  head.subarray(0, prefix.length).equals(typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : Buffer.from(prefix));

/**
 * The accepted files by extension: pdf, images (png, jpeg, gif, webp), route files (kml, kmz — a zipped KML —, gpx,
 * xyz/csv/txt) and json. The type
 * comes from the extension, never from the client's header, and the content must agree: binary types by their
 * signature, text types by holding no NUL byte. SVG is refused: it can carry scripts.
 */
export const UPLOAD_TYPES: Readonly<Record<string, UploadType>> = {
  '.pdf': { contentType: 'application/pdf', image: false, magic: startsWith('%PDF-') },
  '.png': { contentType: 'image/png', image: true, magic: startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  '.jpg': { contentType: 'image/jpeg', image: true, magic: startsWith([0xff, 0xd8, 0xff]) },
  '.jpeg': { contentType: 'image/jpeg', image: true, magic: startsWith([0xff, 0xd8, 0xff]) },
  '.gif': { contentType: 'image/gif', image: true, magic: startsWith('GIF8') },
  '.webp': {
    contentType: 'image/webp',
    image: true,
    magic: (head) => startsWith('RIFF')(head) && head.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  '.kml': { contentType: 'application/vnd.google-earth.kml+xml', image: false, magic: null },
  '.kmz': { contentType: 'application/vnd.google-earth.kmz', image: false, magic: startsWith([0x50, 0x4b, 0x03, 0x04]) },
  '.gpx': { contentType: 'application/gpx+xml', image: false, magic: null },
  '.xyz': { contentType: 'text/plain', image: false, magic: null },
  '.csv': { contentType: 'text/csv', image: false, magic: null },
  '.txt': { contentType: 'text/plain', image: false, magic: null },
  '.json': { contentType: 'application/json', image: false, magic: null },
};

const HEAD_BYTES = 64 * 1024;

/**
 * The stored content type of an uploaded file, after checking its extension and content.
 *
 * @param imagesOnly - the picture accepts images only
 * @throws UnsupportedMediaTypeError (415) naming the accepted extensions
 */
export async function detectContentType(filename: string, path: string, imagesOnly: boolean): Promise<string> {
  const extension = extname(filename).toLowerCase();
  const type = UPLOAD_TYPES[extension];
  const allowed = Object.entries(UPLOAD_TYPES)
    .filter(([, candidate]) => !imagesOnly || candidate.image)
    .map(([ext]) => ext.slice(1));
  if (type === undefined || (imagesOnly && !type.image)) {
    throw new UnsupportedMediaTypeError(msg('upload.accepted', { allowed: allowed.join(', ') }), { allowed });
  }
  const handle = await open(path, 'r');
  const head = Buffer.alloc(HEAD_BYTES);
  let read: number;
  try {
    ({ bytesRead: read } = await handle.read(head, 0, HEAD_BYTES, 0));
  } finally {
    await handle.close();
  }
  const bytes = head.subarray(0, read);
  const ok = type.magic === null ? !bytes.includes(0) : type.magic(bytes);
  if (!ok) {
    throw new UnsupportedMediaTypeError(msg('upload.notThatType', { extension: extension.slice(1) }), { allowed });
  }
  return type.contentType;
}
