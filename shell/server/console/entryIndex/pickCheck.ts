/**
 * Which of the articles, funds and managers entries pick are gone — deleted, or (an article) in the recycle bin — asked
 * through each library's own detail call as the person asking, and remembered for `ttlMs` so a month's answers do not
 * ask again for every item. The calendar flags the entries that pick them (contract COLLISION_LABELS.missingPick).
 */
import { ARTICLE_API, ErrorCode, FUND_API, MANAGER_API, type LibraryKey } from 'shared-ui/contract';
import type { BackendClient } from '../backendClient';

export type PickState = 'present' | 'recycled' | 'deleted';

/** The libraries whose items the calendar checks, each with its detail call and the query naming one item. */
const DETAILS: Readonly<Partial<Record<LibraryKey, (key: string) => { path: string; query: Record<string, string> }>>> = {
  articles: (key) => ({ path: ARTICLE_API.detail, query: { linkId: key } }),
  funds: (key) => ({ path: FUND_API.detail, query: { id: key } }),
  managers: (key) => ({ path: MANAGER_API.detail, query: { id: key } }),
};

export const CHECKED_LIBRARIES = Object.keys(DETAILS) as LibraryKey[];

/** How many items one answer asks about at once. */
const PARALLEL = 8;

export class PickCheck {
  private readonly known = new Map<string, { state: PickState; until: number }>();

  constructor(
    private readonly backend: BackendClient,
    private readonly now: () => number,
    private readonly ttlMs = 60_000,
  ) {}

  /** The state of each `library\nkey` asked; an item the backend would not say about (a refusal) counts as present. */
  async states(cookie: string, picks: readonly { library: string; key: string }[]): Promise<Map<string, PickState>> {
    const out = new Map<string, PickState>();
    const ask: { id: string; library: LibraryKey; key: string }[] = [];
    for (const { library, key } of picks) {
      const id = `${library}\n${key}`;
      if (out.has(id) || ask.some((a) => a.id === id)) continue;
      const hit = this.known.get(id);
      if (hit && hit.until > this.now()) out.set(id, hit.state);
      else if (library in DETAILS) ask.push({ id, library: library as LibraryKey, key });
    }
    for (let i = 0; i < ask.length; i += PARALLEL) {
      await Promise.all(
        ask.slice(i, i + PARALLEL).map(async ({ id, library, key }) => {
          const state = await this.ask(cookie, library, key);
          this.known.set(id, { state, until: this.now() + this.ttlMs });
          out.set(id, state);
        }),
      );
    }
    return out;
  }

  private async ask(cookie: string, library: LibraryKey, key: string): Promise<PickState> {
    const detail = DETAILS[library]?.(key);
    if (!detail) return 'present';
    const answer = await this.backend.call<{ deleted?: unknown } | null>(cookie, { method: 'GET', ...detail });
    if (answer.code === ErrorCode.NotFound) return 'deleted';
    return answer.code === ErrorCode.Success && answer.data?.deleted === true ? 'recycled' : 'present';
  }
}
