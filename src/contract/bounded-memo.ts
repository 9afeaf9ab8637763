/**
 * Memoises a pure function of one key in a Map that starts afresh when it holds `capacity`
 * entries. Callers ask about the same few keys over and over (a worker's places and days, a
 * server's query strings and Accept-Encoding fields), and forgetting everything now and then is
 * cheaper than tracking recency on every hit.
 */
export function boundedMemo<K, V>(capacity: number, compute: (key: K) => V): (key: K) => V {
  const entries = new Map<K, V>();
  return (key) => {
    let value = entries.get(key);
    if (value === undefined) {
      value = compute(key);
      if (entries.size >= capacity) entries.clear();
      entries.set(key, value);
    }
    return value;
  };
}
