/**
 * SFG-13: the points scheme. PROPOSAL ONLY: SfG Lite defines no points; these are the spec's
 * starting values for list design and for calibration by simulation. A scenario may replace any
 * value under `points:` (see data/setup.ts).
 */
export interface PointsScheme {
  infantryBase: [number, number, number]; // conscript, regular, elite
  breechLoadersPerBase: number;
  cavalryBase: [number, number, number];
  battery: { field: number; howitzer: number; rifled: number };
  general: [number, number, number]; // poor, standard, good
}

/**
 * The spec's §13 proposal, but for rifled guns: it prices them at 12 "only if the 20–30 UM band is
 * enabled" (G9b's optional long-range profile, option rifledLongRange). The text gives rifled
 * guns nothing of their own and that option is off by default, so a rifled battery plays exactly
 * as a field battery and is priced as one, 10 (a scenario playing the band may set 12 under
 * points:). (A howitzer, 11, hits units anywhere inside built-up areas, SFG-6.6.)
 */
export const PROPOSED_POINTS: PointsScheme = {
  infantryBase: [3, 4, 5],
  breechLoadersPerBase: 1,
  cavalryBase: [4, 5, 6],
  battery: { field: 10, howitzer: 11, rifled: 10 },
  general: [4, 8, 14],
};

export function brigadePoints(p: PointsScheme, cavalry: boolean, quality: number, bases: number, breechLoaders: boolean): number {
  const per = (cavalry ? p.cavalryBase : p.infantryBase)[quality] + (breechLoaders && !cavalry ? p.breechLoadersPerBase : 0);
  return per * bases;
}

export function batteryPoints(p: PointsScheme, gun: 'field' | 'howitzer' | 'rifled'): number {
  return p.battery[gun];
}

export function generalPoints(p: PointsScheme, rating: number): number {
  return p.general[rating];
}
