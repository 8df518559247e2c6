import type { FastifyInstance } from 'fastify';
import { formatCmsTime, parseCmsTime } from 'shared-ui/contract';
import { z } from 'zod';
import type { ShiftableClock } from '../clock';
import { parseBody } from '../http/parseBody';
import { respond } from '../http/respond';

/** Where the test clock lives: outside the API prefix, so no session or role rule applies to it. */
export const TEST_CLOCK_PATH = '/__test/clock';

export interface TestClockAnswer {
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai. */
  now: string;
  epochMs: number;
}

const MOVE_HINT = '请求内容应为 {"advanceMs": 整数毫秒} 或 {"set": "YYYY-MM-DD HH:mm:ss"}';
const moveBody = z
  .object({ advanceMs: z.number({ error: MOVE_HINT }).optional(), set: z.string({ error: MOVE_HINT }).optional() }, { error: MOVE_HINT })
  .refine(
    (b) =>
      b.advanceMs === undefined
        ? b.set !== undefined && parseCmsTime(b.set) !== null
        : b.set === undefined && Number.isSafeInteger(b.advanceMs),
    MOVE_HINT,
  );

/**
 * Only when the server runs with `testClock` (`MOCK_CLOCK=1`): `GET /__test/clock` tells the server's time;
 * `POST /__test/clock {advanceMs}` or `{set}` moves it, then applies whatever fell due, and tells the new time.
 */
export function registerTestClock(app: FastifyInstance, clock: ShiftableClock, afterMove: () => void): void {
  const answer = (): TestClockAnswer => {
    const epochMs = clock.now();
    return { now: formatCmsTime(epochMs), epochMs };
  };
  app.get(TEST_CLOCK_PATH, async (_request, reply) => respond(reply, answer()));
  app.post(TEST_CLOCK_PATH, async (request, reply) => {
    const body = parseBody(moveBody, request, reply);
    if (!body) return reply;
    if (body.advanceMs !== undefined) clock.advance(body.advanceMs);
    else clock.set(parseCmsTime(body.set) ?? clock.now());
    afterMove();
    return respond(reply, answer());
  });
}
