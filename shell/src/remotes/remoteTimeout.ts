/** A remote that has not answered by then is reported as failed (with 重试), not left spinning forever. */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

/** The first words of a load that gave up waiting; the error card recognises them to say so plainly. */
export const REMOTE_TIMEOUT_MESSAGE = '加载超时';

/** `work`, or a rejection with REMOTE_TIMEOUT_MESSAGE once `ms` have passed. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${REMOTE_TIMEOUT_MESSAGE}（${String(Math.round(ms / 1000))} 秒内未响应）`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
