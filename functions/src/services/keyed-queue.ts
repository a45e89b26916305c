// Runs tasks one at a time per key (a chat) and in arrival order, while different keys run side by side.

export interface KeyedQueue {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Tasks of this key that are waiting or running. */
  size(key: string): number;
  /** Settles once every task queued so far has finished. */
  idle(): Promise<void>;
}

export function createKeyedQueue(): KeyedQueue {
  const lanes = new Map<string, { tail: Promise<void>; size: number }>();

  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const lane = lanes.get(key) ?? { tail: Promise.resolve(), size: 0 };
      lane.size += 1;
      const result = lane.tail.then(task);
      lane.tail = result
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          lane.size -= 1;
          if (lane.size === 0 && lanes.get(key) === lane) lanes.delete(key);
        });
      lanes.set(key, lane);
      return result;
    },
    size: (key) => lanes.get(key)?.size ?? 0,
    async idle() {
      while (lanes.size > 0) await Promise.all([...lanes.values()].map((lane) => lane.tail));
    },
  };
}
