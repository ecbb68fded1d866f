import { crc32, deflateRawSync } from 'node:zlib';

/** Little-endian fields of a zip record, each as [offset, width in bytes, value]. */
function record(size: number, fields: ReadonlyArray<readonly [number, 2 | 4, number]>): Buffer {
  const b = Buffer.alloc(size);
  for (const [at, width, value] of fields) {
    if (width === 2) b.writeUInt16LE(value, at);
    else b.writeUInt32LE(value, at);
  }
  return b;
}

/**
 * A zip written by hand (an Office document is one), so that a test can make files no program would:
 * each part deflated (`deflate`, as Excel writes them) or stored. No data descriptors, no zip64.
 */
export function zipBytes(files: ReadonlyArray<readonly [string, Buffer]>, opts: { deflate?: boolean } = {}): Uint8Array {
  const method = opts.deflate ? 8 : 0;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of files) {
    const data = opts.deflate ? deflateRawSync(content, { level: 9 }) : content;
    const n = Buffer.from(name);
    const crc = crc32(content);
    // Version, method, CRC, compressed and real size, name length: the same in both headers, at other offsets.
    const local = record(30, [
      [0, 4, 0x04034b50],
      [4, 2, 20],
      [8, 2, method],
      [14, 4, crc],
      [18, 4, data.length],
      [22, 4, content.length],
      [26, 2, n.length],
    ]);
    const central = record(46, [
      [0, 4, 0x02014b50],
      [4, 2, 20],
      [6, 2, 20],
      [10, 2, method],
      [16, 4, crc],
      [20, 4, data.length],
      [24, 4, content.length],
      [28, 2, n.length],
      [42, 4, offset],
    ]);
    locals.push(local, n, data);
    centrals.push(central, n);
    offset += local.length + n.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, files.length],
    [10, 2, files.length],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
