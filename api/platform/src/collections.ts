import { randomInt } from 'node:crypto';

/** Items in lists of at most `size`, in order: the batches a set-based job works through. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const lists: T[][] = [];
  for (let start = 0; start < items.length; start += size) lists.push(items.slice(start, start + size));
  return lists;
}

/**
 * Items in lists of at most `size` items and at most `maxWeight` in all (a single heavier item goes in
 * a list of its own), in order: batches bounded in memory as well as in rows.
 */
export function* weighedChunks<T>(
  items: readonly T[],
  size: number,
  maxWeight: number,
  weight: (item: T) => number,
): Generator<T[]> {
  let list: T[] = [];
  let total = 0;
  for (const item of items) {
    if (list.length > 0 && (list.length >= size || total + weight(item) > maxWeight)) {
      yield list;
      list = [];
      total = 0;
    }
    list.push(item);
    total += weight(item);
  }
  if (list.length > 0) yield list;
}

/** Items grouped by a key, each group in the items' order (Node 20 has no `Map.groupBy`). */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * A copy of `items` in a random order (Fisher–Yates from a cryptographic source): the order rows are
 * written or logged in wherever it could follow a person or a time (docs/anonymity.md).
 */
export function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}
