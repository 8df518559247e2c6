/**
 * The audit trail's calls, in the console service (contract AUDIT_API, under CONSOLE_API_PREFIX). The service's gate
 * has confirmed who asks; each call then asks its owner:
 *
 * | call                          | owner                        | answer                                                  |
 * |-------------------------------|------------------------------|---------------------------------------------------------|
 * | GET audit/records             | the trail (super admins)     | Paged<AuditRecord>, newest first; 400/1106 bad filter    |
 * | GET audit/records/export      | the trail                    | text/csv, UTF-8 with BOM, Chinese heads; 1106 over limit |
 * | GET audit/records/modules     | the trail                    | AuditModule[]: every place with records, by title        |
 * | GET audit/entry               | the named module's path      | Paged<AuditRecord> of `module` (and `entryId`)           |
 * | GET audit/activity            | any account                  | HomeSection<HomeActivityLine>: newest in its paths       |
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_API,
  AUDIT_CSV_COLUMNS,
  AUDIT_EXPORT_LIMIT,
  AUDIT_PATH,
  ErrorCode,
  HOME_WINDOWS,
  auditFieldLabel,
  auditShown,
  findAuditModule,
  mayOpenPath,
  type AuditRecord,
  type ModuleDefinition,
  type Paged,
} from 'shared-ui/contract';
import { fail, ok } from '../consoleAnswers';
import { AuditFilterProblem, readAuditFilter, readAuditPage, readEntryFilter } from './auditQuery';
import type { AuditStore } from './auditStore';
import { homeActivity } from './homeActivity';

/** The changed fields under their Chinese names with their values as shown, as a CSV cell's JSON text (Excel's readers read no field keys). */
function labelledJson(record: AuditRecord, side: 'before' | 'after'): string {
  const values = record.shown?.[side] ?? record[side];
  if (values === null) return '';
  return JSON.stringify(Object.fromEntries(Object.entries(values).map(([field, value]) => [auditFieldLabel(record, field), value])));
}

/** A record as one CSV line: the action in Chinese, the before → after as JSON text with the fields' Chinese names. */
function csvLine(record: AuditRecord): Record<string, string> {
  const cell = (key: keyof AuditRecord): string => {
    const value = record[key];
    if (key === 'action') return AUDIT_ACTION_LABELS[record.action];
    if (key === 'before' || key === 'after') return labelledJson(record, key);
    if (value === null || value === undefined) return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return Object.fromEntries(AUDIT_CSV_COLUMNS.map(({ key }) => [key, cell(key)]));
}

/** The export's file name: ASCII for old clients, the Chinese one for the rest (RFC 6266). */
const CSV_DISPOSITION = `attachment; filename="audit-records.csv"; filename*=UTF-8''${encodeURIComponent('操作审计.csv')}`;

/**
 * Records as the calls answer them: each changed field by the name its screen gives it (`fieldLabels`) and its values
 * as that screen shows them (`shown`, contract auditView.ts), so /audit, 修改记录 and the CSV read alike without
 * loading any module's definition.
 */
function labelled(defs: ReadonlyMap<string, ModuleDefinition>) {
  const record = (one: AuditRecord): AuditRecord => {
    const shown = auditShown(one, defs.get(one.moduleKey));
    return { ...one, fieldLabels: shown.labels, shown: { before: shown.before, after: shown.after } };
  };
  return { record, page: (page: Paged<AuditRecord>): Paged<AuditRecord> => ({ ...page, list: page.list.map(record) }) };
}


/** Registered inside the console service, behind its gate (`request.consoleIdentity` is set). */
export function registerAuditRoutes(app: FastifyInstance, { audit, modules }: { audit: AuditStore; modules: readonly ModuleDefinition[] }): void {
  const defs = new Map(modules.map((def) => [def.key, def]));
  const labels = labelled(defs);
  /** Runs `answer` for the trail's owner (super admins), a bad filter answered 400 with 1106. */
  const trailCall = (answer: (query: unknown, reply: FastifyReply) => Promise<unknown>) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!mayOpenPath(request.consoleIdentity!, AUDIT_PATH)) return fail(reply, 403, ErrorCode.NoModulePermission);
    try {
      return await answer(request.query, reply);
    } catch (error) {
      if (error instanceof AuditFilterProblem) return fail(reply, 400, ErrorCode.ValidationFailed, error.message);
      throw error;
    }
  };

  app.get(`/${AUDIT_API.records}`, trailCall(async (query, reply) => ok(reply, labels.page(await audit.search(readAuditFilter(query), readAuditPage(query))))));

  app.get(
    `/${AUDIT_API.export}`,
    trailCall(async (query, reply) => {
      const filter = readAuditFilter(query);
      const total = await audit.count(filter);
      if (total > AUDIT_EXPORT_LIMIT) {
        return fail(reply, 400, ErrorCode.ValidationFailed, `符合条件的记录共 ${String(total)} 条，超过单次导出上限 ${String(AUDIT_EXPORT_LIMIT)} 条，请缩小时间范围或增加筛选条件`);
      }
      const csv = stringify({ bom: true, header: true, columns: AUDIT_CSV_COLUMNS.map(({ key, header }) => ({ key, header })) });
      // A chunk at a time as the answer drains (AuditStore.matching): a large export never sits in memory.
      Readable.from(audit.matching(filter, AUDIT_EXPORT_LIMIT))
        .map((record: AuditRecord) => csvLine(labels.record(record)))
        .pipe(csv);
      return reply.code(200).header('content-type', 'text/csv; charset=utf-8').header('content-disposition', CSV_DISPOSITION).send(csv);
    }),
  );

  app.get(`/${AUDIT_API.modules}`, trailCall(async (_query, reply) => ok(reply, await audit.places())));

  app.get(`/${AUDIT_API.entry}`, async (request, reply) => {
    const key = (request.query as Record<string, unknown>).module;
    if (typeof key !== 'string' || key === '') return fail(reply, 400, ErrorCode.ValidationFailed, '缺少模块参数 module');
    // A place nobody owns is opened by nobody: refused like one the account may not open.
    const place = findAuditModule(modules, key);
    if (!place || !mayOpenPath(request.consoleIdentity!, place.path)) return fail(reply, 403, ErrorCode.NoModulePermission);
    try {
      return ok(reply, labels.page(await audit.search(readEntryFilter(request.query), readAuditPage(request.query))));
    } catch (error) {
      if (error instanceof AuditFilterProblem) return fail(reply, 400, ErrorCode.ValidationFailed, error.message);
      throw error;
    }
  });

  app.get(`/${AUDIT_API.activity}`, async (request, reply) => {
    const who = request.consoleIdentity!;
    const menuPaths = [...new Set((await audit.places()).map((place) => place.path))].filter((path) => mayOpenPath(who, path));
    return ok(reply, homeActivity(await audit.search({ menuPaths }, { currPage: 1, pageSize: HOME_WINDOWS.lines }), defs));
  });
}
