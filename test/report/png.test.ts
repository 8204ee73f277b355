import { describe, it, expect } from 'vitest';
import { deflateSync } from 'node:zlib';
import { pngInfo, pngStats } from '../../src/report/png.js';

// A minimal PNG encoder that uses every row filter (None, Sub, Up, Average, Paeth) in turn, so
// the decoder's unfiltering is checked against pixels we know.
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data, Buffer.alloc(4)]); // CRC is not checked by the decoder
}

function encode(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const bpp = 3;
  const stride = width * bpp;
  const rows: Buffer[] = [];
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const cur = Buffer.alloc(stride);
    for (let x = 0; x < width; x++) cur.set(pixel(x, y), x * bpp);
    const filter = y % 5;
    const out = Buffer.alloc(stride + 1);
    out[0] = filter;
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? cur[i - bpp] : 0;
      const b = prev[i];
      const c = i >= bpp ? prev[i - bpp] : 0;
      const pred = filter === 0 ? 0 : filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : paeth(a, b, c);
      out[i + 1] = (cur[i] - pred) & 0xff;
    }
    rows.push(out);
    prev = cur;
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('pngStats', () => {
  it('counts coloured and inked pixels through every row filter', () => {
    // 20×15: a 5×4 blue block, a 3×3 black block, grey noise-free background of white.
    const blue = (x: number, y: number) => x >= 2 && x < 7 && y >= 3 && y < 7;
    const black = (x: number, y: number) => x >= 12 && x < 15 && y >= 8 && y < 11;
    const png = encode(20, 15, (x, y) => (blue(x, y) ? [76, 120, 168] : black(x, y) ? [0, 0, 0] : [255, 255, 255]));
    expect(pngInfo(png)).toEqual({ width: 20, height: 15 });
    expect(pngStats(png)).toEqual({ width: 20, height: 15, inkPixels: 20 + 9, colouredPixels: 20 });
  });

  it('decodes a gradient exactly (every pixel value differs from its neighbours)', () => {
    const png = encode(17, 11, (x, y) => [(x * 13 + y * 7) & 0xff, (x * 29) & 0xff, (y * 31 + x) & 0xff]);
    let ink = 0;
    let coloured = 0;
    for (let y = 0; y < 11; y++) {
      for (let x = 0; x < 17; x++) {
        const p = [(x * 13 + y * 7) & 0xff, (x * 29) & 0xff, (y * 31 + x) & 0xff];
        if (Math.min(...p) < 235) ink++;
        if (Math.max(...p) - Math.min(...p) >= 40) coloured++;
      }
    }
    expect(pngStats(png)).toEqual({ width: 17, height: 11, inkPixels: ink, colouredPixels: coloured });
  });

  it('rejects what is not a PNG', () => {
    expect(() => pngStats(Buffer.from('<svg></svg> not a png at all, really not'))).toThrow(/not a PNG/);
  });
});
