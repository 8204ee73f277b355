// Just enough PNG decoding to tell whether a screenshot shows drawn charts: size, and how many
// pixels carry colour (chart marks) as opposed to white paper and grey/black text.
import { inflateSync } from 'node:zlib';

export interface PngInfo {
  width: number;
  height: number;
}

export interface PngStats extends PngInfo {
  /** Pixels that are not (near) white. */
  inkPixels: number;
  /** Pixels with a clearly coloured hue (max − min channel ≥ 40): bars, points, heatmap cells. */
  colouredPixels: number;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Chunk {
  type: string;
  data: Buffer;
}

function chunks(png: Buffer): Chunk[] {
  if (png.length < 33 || !png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG file');
  const out: Chunk[] = [];
  for (let at = 8; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    out.push({ type, data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
    if (type === 'IEND') break;
  }
  return out;
}

export function pngInfo(png: Buffer): PngInfo {
  const ihdr = chunks(png)[0];
  if (ihdr?.type !== 'IHDR') throw new Error('PNG without IHDR');
  return { width: ihdr.data.readUInt32BE(0), height: ihdr.data.readUInt32BE(4) };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Pixel statistics of an 8-bit RGB or RGBA, non-interlaced PNG (what Chromium writes). */
export function pngStats(png: Buffer): PngStats {
  const all = chunks(png);
  const ihdr = all[0].data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const depth = ihdr[8];
  const colourType = ihdr[9];
  const interlace = ihdr[12];
  if (depth !== 8 || (colourType !== 2 && colourType !== 6) || interlace !== 0) {
    throw new Error(`unsupported PNG (bit depth ${depth}, colour type ${colourType}, interlace ${interlace})`);
  }
  const bpp = colourType === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(all.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * bpp;
  let prev = Buffer.alloc(stride);
  let cur = Buffer.alloc(stride);
  let inkPixels = 0;
  let colouredPixels = 0;
  for (let y = 0; y < height; y++) {
    const base = y * (stride + 1);
    const filter = raw[base];
    for (let i = 0; i < stride; i++) {
      const x = raw[base + 1 + i];
      const a = i >= bpp ? cur[i - bpp] : 0;
      const b = prev[i];
      const c = i >= bpp ? prev[i - bpp] : 0;
      const predictor = filter === 0 ? 0 : filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : paeth(a, b, c);
      cur[i] = (x + predictor) & 0xff;
    }
    for (let i = 0; i < stride; i += bpp) {
      const r = cur[i];
      const g = cur[i + 1];
      const bl = cur[i + 2];
      const alpha = bpp === 4 ? cur[i + 3] : 255;
      if (alpha < 16) continue;
      const max = Math.max(r, g, bl);
      const min = Math.min(r, g, bl);
      if (min < 235) inkPixels++;
      if (max - min >= 40) colouredPixels++;
    }
    const swap = prev;
    prev = cur;
    cur = swap;
  }
  return { width, height, inkPixels, colouredPixels };
}
