/** Test helpers: a real PNG made with sharp, and a multipart body with `file` and `purpose`. */
import sharp from 'sharp';

export async function pngBytes(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

/** A multipart body with a `file` and a `purpose`. */
export function multipartBody(file: Buffer, mime: string, purpose = 'post', filename = 'photo.png') {
  const boundary = `----qfl${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
