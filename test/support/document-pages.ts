/**
 * Smallest real files of each format, for document submissions: enough header
 * for format detection, plus a marker so that each page's bytes are its own
 * (page order and round trips are checked byte for byte).
 */
const marker = (label: string) => Buffer.from(`\n${label}\n`, 'latin1');

/** Little-endian TIFF: header, then one IFD holding one entry (image width 1). */
export function tiffPage(label: string): Buffer {
  const header = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]);
  const ifd = Buffer.from([
    0x01,
    0x00, // one entry
    0x00,
    0x01,
    0x03,
    0x00,
    0x01,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x00,
    0x00, // ImageWidth, SHORT, 1, value 1
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ]);
  return Buffer.concat([header, ifd, marker(label)]);
}

export function pngPage(label: string): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.from([
    0x00,
    0x00,
    0x00,
    0x0d,
    0x49,
    0x48,
    0x44,
    0x52, // length 13, "IHDR"
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x00,
    0x00,
    0x01,
    0x08,
    0x02,
    0x00,
    0x00,
    0x00, // 1x1, 8-bit RGB
    0x90,
    0x77,
    0x53,
    0xde, // CRC
  ]);
  return Buffer.concat([signature, ihdr, marker(label)]);
}

export function pdfPage(label: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n%${label}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
}

export function jpegPage(label: string): Buffer {
  const jfif = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00,
  ]);
  return Buffer.concat([jfif, marker(label), Buffer.from([0xff, 0xd9])]);
}

export function gifPage(label: string): Buffer {
  return Buffer.concat([Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), marker(label)]);
}

export function textPage(label: string): Buffer {
  return Buffer.from(`Proof of delivery, signed. ${label}\n`);
}
