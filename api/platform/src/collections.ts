/** Items in lists of at most `size`, in order: the batches a set-based job works through. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const lists: T[][] = [];
  for (let start = 0; start < items.length; start += size) lists.push(items.slice(start, start + size));
  return lists;
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
