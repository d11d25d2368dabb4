/** Who wants to hear of a change: `subscribe` (shaped for useSyncExternalStore) returns the way to stop. */
export const listeners = <A extends unknown[] = []>() => {
  const all = new Set<(...args: A) => void>();
  return {
    subscribe(listener: (...args: A) => void) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    emit: (...args: A) => all.forEach((listener) => listener(...args)),
  };
};
