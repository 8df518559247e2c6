import type { StockNewsService } from './stockNews/stockNewsService';
import type { OtherStockNewsService } from './otherStockNews/service';
import type { CallMap, ModuleDefinition, SigninCipherConfig } from 'shared-ui/contract';
import type { Db } from './db/openDatabase';
import type { AccountRepository } from './db/accountRepository';
import type { AdminAccountRepository } from './db/adminAccountRepository';
import type { CaptchaRepository } from './db/captchaRepository';
import type { PermissionAuditRepository } from './db/permissionAuditRepository';
import type { SessionRepository } from './db/sessionRepository';
import type { UploadRepository } from './db/uploadRepository';
import type { H5Release } from './h5release/h5Release';
import type { LibrarySources } from './libraries/librarySource';
import type { RefIndex } from './workflow/refIndex';
import type { WorkflowService } from './workflow/workflowService';
import type { WorkflowStore } from './workflow/workflowStore';
import type { SmsLogin } from './sms/smsLogin';
import type { UnknownNameFailures } from './auth/unknownNameFailures';

/** What every route plugin needs, handed to it as a plugin option rather than read from globals. */
export interface AppContext {
  db: Db;
  /** The one clock: tests move it to expire captchas, locks and sessions. */
  now: () => number;
  cipher: SigninCipherConfig;
  sessionTtlMs: number;
  /** A fixed captcha answer (tests, `MOCK_CAPTCHA`); random when absent. */
  captchaAnswer: string | undefined;
  accounts: AccountRepository;
  /** Permission management's view of the accounts (list, re-grant). */
  adminAccounts: AdminAccountRepository;
  permissionAudit: PermissionAuditRepository;
  sessions: SessionRepository;
  captchas: CaptchaRepository;
  /** Failed sign-ins under names no account has, counted as an account's are (see unknownNameFailures.ts). */
  unknownNames: UnknownNameFailures;
  /** The modules whose common publish pattern is served (the remotes' lists, or a test's own). */
  modules: readonly ModuleDefinition[];
  /** Which menu path owns each call (the modules' bases and the custom screens' prefixes), for the permission gate. */
  callMap: CallMap;
  workflowStore: WorkflowStore;
  /** The reference index: which library items the pre-published and live entries use. */
  refs: RefIndex;
  /** Each library's items (articles, information, funds, managers, stocks) behind one face, for pickers and checks. */
  libraries: LibrarySources;
  workflow: WorkflowService;
  uploads: UploadRepository;
  /** The H5 release system: its file tree, releases and the data folder holding the files' bytes. */
  h5: H5Release;
  /** Stock-news approval (operation/broker/news/approval/): its pre-pushes fall due with the scheduler's tick. */
  stockNews: StockNewsService;
  otherStockNews: OtherStockNewsService;
  /** SMS sign-in: codes sent (to the outbox), checked, and looked up by support. */
  sms: SmsLogin;
  /** Applies the scheduled changes that are due at `now()` (WorkflowStore.applyDue, then due H5 publishes). */
  applyDue: () => void;
}

/** The options every route plugin is registered with. */
export interface RoutePluginOptions {
  ctx: AppContext;
}
