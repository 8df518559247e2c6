/**
 * What both stock-news services stand on (stock news, other stock news): the database, the clock, the stocks library
 * and the approval links' tokens; the token check every approval screen's call makes; how both read a body and
 * refuse a move from the wrong state.
 */
import type { z } from 'zod';
import { APPROVAL_MESSAGES, ErrorCode } from 'shared-ui/contract';
import type { Db } from '../db/openDatabase';
import type { LibrarySource } from '../libraries/librarySource';
import { WorkflowRefusal, validationRefusal } from '../workflow/refusal';
import type { ApprovalGrant, ApprovalScope, ApprovalTokens } from './approvalTokens';

/** A query or body read by a contract schema; 1106 with its problems per field otherwise. */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationRefusal(result.error.issues);
  return result.data;
}

/** 1015 in the item's own words: it is no longer in the state the action moves it from (someone acted first). */
export const conflict = (message: string) => new WorkflowRefusal(ErrorCode.WithdrawConflict, message);

const forbidden = (message: string) => new WorkflowRefusal(ErrorCode.RoleRefused, message, null, 403);

export abstract class TokenApprovedNewsService {
  constructor(
    protected readonly db: Db,
    protected readonly now: () => number,
    protected readonly stocks: LibrarySource | undefined,
    protected readonly tokens: ApprovalTokens,
  ) {}

  /** Checks the token for this screen (and item); HTTP 403 with a Chinese message otherwise. */
  protected grant(token: string | undefined, scope: ApprovalScope, itemId?: number): ApprovalGrant {
    const check = this.tokens.verify(token, this.now());
    if (!check.ok) throw forbidden(check.message);
    if (check.grant.screen !== scope) throw forbidden(APPROVAL_MESSAGES.tokenOtherLevel);
    if (itemId !== undefined && check.grant.itemId !== undefined && check.grant.itemId !== itemId) throw forbidden(APPROVAL_MESSAGES.tokenOtherItem);
    return check.grant;
  }
}
