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

/**
 * An animated GIF of `frames` frames on a `side`×`side` canvas whose frames are each one pixel
 * (a few bytes apiece): small on the wire, `frames`×`side`² pixels once decoded (a GIF bomb).
 */
export function animatedGif(side: number, frames: number): Buffer {
  const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
  const parts: number[] = [
    ...Buffer.from('GIF89a'),
    ...u16(side),
    ...u16(side),
    0xf1, // global colour table of 4 entries
    0,
    0,
    ...[0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255],
    // NETSCAPE2.0 loop forever
    0x21,
    0xff,
    0x0b,
    ...Buffer.from('NETSCAPE2.0'),
    0x03,
    0x01,
    0,
    0,
    0,
  ];
  for (let i = 0; i < frames; i++) {
    parts.push(0x21, 0xf9, 0x04, 0x00, ...u16(10), 0x00, 0x00); // 100 ms a frame
    parts.push(0x2c, ...u16(i % side), ...u16(i % side), ...u16(1), ...u16(1), 0x00);
    // LZW, minimum code size 2: clear (4), colour i % 4, end (5), in 3-bit codes.
    const codes = [4, (i % 3) + 1, 5];
    let bits = 0;
    let n = 0;
    const bytes: number[] = [];
    for (const c of codes) {
      bits |= c << n;
      n += 3;
      while (n >= 8) {
        bytes.push(bits & 0xff);
        bits >>= 8;
        n -= 8;
      }
    }
    if (n > 0) bytes.push(bits & 0xff);
    parts.push(0x02, bytes.length, ...bytes, 0x00);
  }
  parts.push(0x3b);
  return Buffer.from(parts);
}
