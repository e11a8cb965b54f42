/** Statistics the timing attacks are judged by. */

/**
 * The Mann-Whitney U test's z score of two samples (normal approximation, tie-corrected): near 0
 * when both come from one distribution; negative when `a` tends to be smaller than `b`.
 */
export function mannWhitneyZ(a: readonly number[], b: readonly number[]): number {
  const n1 = a.length;
  const n2 = b.length;
  const all = [...a.map((value) => ({ value, first: true })), ...b.map((value) => ({ value, first: false }))];
  all.sort((x, y) => x.value - y.value);
  let rankSumA = 0;
  let tieTerm = 0;
  for (let i = 0; i < all.length; ) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]?.value === all[i]?.value) j += 1;
    // Tied values share the mean of their ranks (1-based).
    const rank = (i + j + 2) / 2;
    const count = j - i + 1;
    for (let k = i; k <= j; k += 1) if (all[k]?.first) rankSumA += rank;
    tieTerm += count ** 3 - count;
    i = j + 1;
  }
  const n = n1 + n2;
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  return variance > 0 ? (u - mean) / Math.sqrt(variance) : 0;
}
