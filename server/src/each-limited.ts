import pMap from "p-map";

/**
 * Runs `work` on every item, `limit` at a time, in order of the items (p-map). After a
 * failure no item is started, and the first error is thrown only once the work under way has
 * ended, so that the caller's clean-up sees all that was done: p-map's own `stopOnError`
 * rejects at once, while the work under way goes on.
 */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let failure: { error: unknown } | null = null;
  await pMap(
    items,
    async (item, index) => {
      if (failure) return;
      try {
        await work(item, index);
      } catch (error) {
        failure ??= { error };
      }
    },
    { concurrency: limit },
  );
  if (failure) throw (failure as { error: unknown }).error;
}
