/**
 * The audit trail's calls (contract AUDIT_API); the session guard has already applied the role rule and the owner
 * (the whole trail: super admins; one module's records: whoever may open that module).
 *
 * | call                          | answer                                                                  |
 * |-------------------------------|-------------------------------------------------------------------------|
 * | GET audit/records             | Paged<AuditRecord>, newest first; 400/1106 for a bad filter or page      |
 * | GET audit/records/export      | text/csv, UTF-8 with BOM, Chinese heads; 1106 when over the export limit |
 * | GET audit/records/modules     | AuditModule[]: every place with records, by title                        |
 * | GET audit/entry               | Paged<AuditRecord> of `module` (and `entryId`)                           |
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsync } from 'fastify';
import { AUDIT_ACTION_LABELS, AUDIT_API, AUDIT_CSV_COLUMNS, AUDIT_EXPORT_LIMIT, ErrorCode, auditFieldLabel, type AuditRecord } from 'shared-ui/contract';
import type { RoutePluginOptions } from '../appContext';
import { respond } from '../http/respond';
import { answerRefusal, WorkflowRefusal } from '../workflow/refusal';
import { readAuditFilter, readAuditPage, readEntryFilter } from './auditQuery';
import { AuditFieldLabels } from './fieldLabels';

/** The changed fields under their Chinese names, as a CSV cell's JSON text (Excel's readers read no field keys). */
function labelledJson(record: AuditRecord, values: Record<string, unknown> | null): string {
  if (values === null) return '';
  return JSON.stringify(Object.fromEntries(Object.entries(values).map(([field, value]) => [auditFieldLabel(record, field), value])));
}

/** A record as one CSV line: the action in Chinese, the before → after as JSON text with the fields' Chinese names. */
function csvLine(record: AuditRecord): Record<string, string> {
  const cell = (key: keyof AuditRecord): string => {
    const value = record[key];
    if (key === 'action') return AUDIT_ACTION_LABELS[record.action];
    if (key === 'before' || key === 'after') return labelledJson(record, record[key]);
    if (value === null || value === undefined) return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return Object.fromEntries(AUDIT_CSV_COLUMNS.map(({ key }) => [key, cell(key)]));
}

/** The export's file name: ASCII for old clients, the Chinese one for the rest (RFC 6266). */
const CSV_DISPOSITION = `attachment; filename="audit-records.csv"; filename*=UTF-8''${encodeURIComponent('操作审计.csv')}`;

export const auditRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const labels = new AuditFieldLabels(ctx.modules);
  app.get(`/${AUDIT_API.records}`, async (request, reply) => {
    try {
      return respond(reply, labels.page(ctx.audit.search(readAuditFilter(request.query), readAuditPage(request.query))));
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  app.get(`/${AUDIT_API.export}`, async (request, reply) => {
    try {
      const filter = readAuditFilter(request.query);
      const total = ctx.audit.count(filter);
      if (total > AUDIT_EXPORT_LIMIT) {
        throw new WorkflowRefusal(ErrorCode.ValidationFailed, `符合条件的记录共 ${String(total)} 条，超过单次导出上限 ${String(AUDIT_EXPORT_LIMIT)} 条，请缩小时间范围或增加筛选条件`);
      }
      const csv = stringify({ bom: true, header: true, columns: AUDIT_CSV_COLUMNS.map(({ key, header }) => ({ key, header })) });
      // Read a chunk at a time as the answer drains (AuditTrail.matching), so a large export never sits in memory.
      Readable.from(ctx.audit.matching(filter, AUDIT_EXPORT_LIMIT))
        .map((record) => csvLine(labels.record(record)))
        .pipe(csv);
      return reply.code(200).header('content-type', 'text/csv; charset=utf-8').header('content-disposition', CSV_DISPOSITION).send(csv);
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  app.get(`/${AUDIT_API.modules}`, async (_request, reply) => respond(reply, ctx.audit.places()));

  app.get(`/${AUDIT_API.entry}`, async (request, reply) => {
    try {
      return respond(reply, labels.page(ctx.audit.search(readEntryFilter(request.query), readAuditPage(request.query))));
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });
};
