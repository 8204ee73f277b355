// Text width for chart layout, in pixels, from DejaVu Sans advance widths.
//
// Without the `canvas` package vega estimates every character as 0.8 em, which over-estimates
// real text by ~35% and cuts axis labels early. These tables are the fonts' own advance widths
// (hmtx of DejaVuSans.ttf / DejaVuSans-Bold.ttf 2.37, in 1/1000 em, for U+0020..U+007E), so
// layout matches what a browser or rsvg draws with 'DejaVu Sans', and stays byte-stable because it
// depends on no installed font or native module.

const REGULAR = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838,
  531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390,
  838, 500, 500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337,
  636, 838,
];
const BOLD = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838,
  580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457,
  838, 500, 500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365,
  712, 838,
];
// Common non-ASCII characters in labels (dashes, ellipsis, math signs); same in both weights.
const EXTRA: Record<string, number> = {
  '\u2013': 500,
  '\u2014': 1000,
  '\u2026': 1000,
  '\u00b7': 318,
  '\u00d7': 838,
  '\u00b1': 838,
  '\u2264': 838,
  '\u2265': 838,
  '\u2212': 838,
  '\u00b0': 500,
};
// Anything else unknown (CJK, symbols): a full em, so labels are never under-estimated.
const UNKNOWN = 1000;

function charWidth(ch: string, table: number[]): number {
  const code = ch.charCodeAt(0);
  if (code >= 32 && code < 127) return table[code - 32];
  const extra = EXTRA[ch];
  if (extra !== undefined) return extra;
  // Accented Latin letters are as wide as their base letter in DejaVu Sans (é = e, Ç = C).
  const base = ch.normalize('NFD').charAt(0);
  const baseCode = base.charCodeAt(0);
  if (base !== ch && baseCode >= 32 && baseCode < 127) return table[baseCode - 32];
  if (/\p{M}/u.test(ch)) return 0;
  return UNKNOWN;
}

/** Width in px of `text` drawn in DejaVu Sans at `fontSize` px; `bold` for weights ≥ 600. */
export function dejaVuTextWidth(text: string, fontSize: number, bold = false): number {
  const table = bold ? BOLD : REGULAR;
  let units = 0;
  for (const ch of text) units += charWidth(ch, table);
  return (units * fontSize) / 1000;
}

export function isBoldWeight(weight: unknown): boolean {
  if (weight === 'bold' || weight === 'bolder') return true;
  const n = Number(weight);
  return Number.isFinite(n) && n >= 600;
}
