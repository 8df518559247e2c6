/**
 * A lazy load (an `import()`) asked for once and shared by everyone who asks; a failed load is forgotten, so the next
 * ask tries again instead of repeating the failure.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
