// How many results a search shows: exact figures, or lower bounds when the counts stopped at their cap
// (filters.counts_at_least), said as such.
const number = (n: number) => n.toLocaleString('de-DE');

/** The heading above the results. */
export function resultCountLabel(total: number, atLeast: boolean) {
  if (total === 0) return 'Keine Treffer';
  if (atLeast) return `Mindestens ${number(total)} Treffer`;
  return total === 1 ? '1 Treffer' : `${number(total)} Treffer`;
}

/** The figure beside a category tab. */
export const tabCountLabel = (count: number, atLeast: boolean) => `${number(count)}${atLeast ? '+' : ''}`;
