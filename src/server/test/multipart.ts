// Builds a multipart/form-data body for app.inject, as a browser's FormData would send it.
import { randomBytes } from 'node:crypto';

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----trouvaille${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename ? `Content-Type: ${p.contentType ?? 'image/jpeg'}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The capture's form: image, image_1, …, imageCount. */
export function photoForm(photos: Buffer[], extra: Part[] = []) {
  return multipart([
    ...photos.map((data, i) => ({
      name: i === 0 ? 'image' : `image_${i}`,
      data,
      filename: `photo-${i}.jpg`,
    })),
    { name: 'imageCount', data: String(photos.length) },
    ...extra,
  ]);
}
