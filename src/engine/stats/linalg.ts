/** Small dense linear algebra for the fits (matrices of a few dozen rows at most). */

/** Inverse of a symmetric positive-definite or general square matrix by Gauss–Jordan with partial pivoting. */
export function invert(m: number[][]): number[][] {
  const n = m.length;
  const a = m.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let col = 0; col < n; col++) {
    let piv = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[piv][col])) piv = r;
    if (a[piv][col] === 0 || !Number.isFinite(a[piv][col])) throw new RangeError('invert: matrix is singular');
    [a[col], a[piv]] = [a[piv], a[col]];
    const p = a[col][col];
    for (let j = 0; j < 2 * n; j++) a[col][j] /= p;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = a[r][col];
      if (f === 0) continue;
      for (let j = 0; j < 2 * n; j++) a[r][j] -= f * a[col][j];
    }
  }
  return a.map((row) => row.slice(n));
}

export function matMul(x: number[][], y: number[][]): number[][] {
  const n = x.length;
  const k = y.length;
  const m = y[0].length;
  const out = Array.from({ length: n }, () => new Array<number>(m).fill(0));
  for (let i = 0; i < n; i++)
    for (let t = 0; t < k; t++) {
      const v = x[i][t];
      if (v !== 0) for (let j = 0; j < m; j++) out[i][j] += v * y[t][j];
    }
  return out;
}
