// The rows of the learned models as the engine keeps them: one line a feature, "feature value", sorted by
// feature, each feature written as how many of its first characters it shares with the feature above (one
// base-36 digit) and the rest ("b:a_birth", "b:a_budge" → "0b:a_birth", "5udge"). Sorted features share long
// starts, which the chunk's compression alone keeps less well (docs/benchmarks.md, "Smaller models").

/** The longest start a feature is said to share with the one above: what one base-36 digit holds. */
const MAX_SHARED = 35;

/** Pairs of feature and value as front-coded lines, sorted by feature. */
export function encodeRows(rows: Iterable<readonly [string, string]>): string {
  let above = '';
  return [...rows]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([feature, value]) => {
      let shared = 0;
      while (shared < MAX_SHARED && shared < above.length && feature[shared] === above[shared]) shared++;
      above = feature;
      return `${shared.toString(36)}${feature.slice(shared)} ${value}`;
    })
    .join('\n');
}

/** The pairs of feature and value of front-coded lines, in order. */
export function decodeRows(text: string): [string, string][] {
  let above = '';
  const rows: [string, string][] = [];
  for (const line of text.split('\n')) {
    const space = line.lastIndexOf(' ');
    if (space <= 0) continue;
    const feature = above.slice(0, parseInt(line[0] ?? '0', 36)) + line.slice(1, space);
    rows.push([feature, line.slice(space + 1)]);
    above = feature;
  }
  return rows;
}
