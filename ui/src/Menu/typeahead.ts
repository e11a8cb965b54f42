/**
 * Index of the next label (after `from`, wrapping) that starts with `key`, ignoring case;
 * -1 when none does. Pressing the same letter again cycles through the matches.
 */
export function nextByFirstLetter(labels: readonly string[], from: number, key: string): number {
  const letter = key.toLocaleLowerCase();
  for (let step = 1; step <= labels.length; step += 1) {
    const index = (from + step) % labels.length;
    if (labels[index]?.trim().toLocaleLowerCase().startsWith(letter)) return index;
  }
  return -1;
}
