/**
 * A browser's calls to one module's publish pattern, with the module's scope riding along as the UI sends it (the
 * query of a GET, the body of a POST or PUT).
 */
import { dialectEndpoint, idTravelsInBody, moduleEndpoint, pickLiveCounterparts, subjectKey, type ModuleDefinition, type ModuleValues, type Paged, type WorkflowAction, type WorkflowRow } from 'shared-ui/contract';
import type { Browser, JsonResponse } from './harness';

export type Times = Record<string, string>;

export class ModuleClient {
  constructor(
    readonly browser: Browser,
    readonly def: ModuleDefinition,
  ) {}

  private get scope(): Record<string, string | number> {
    return { ...this.def.scope };
  }

  private get(action: WorkflowAction, query: Record<string, string | number> = {}, id?: number): Promise<JsonResponse> {
    const params = new URLSearchParams(Object.entries({ ...this.scope, ...query }).map(([k, v]) => [k, String(v)]));
    const search = params.toString() === '' ? '' : `?${params.toString()}`;
    return this.browser.call('GET', `${moduleEndpoint(this.def, action, id).path}${search}`);
  }

  /** In the module's dialect: its own verb and path for the action (the id in the body where the path has none). */
  private send(action: WorkflowAction, body: object, id?: number): Promise<JsonResponse> {
    const { method, path } = moduleEndpoint(this.def, action, id);
    const idInBody = id !== undefined && idTravelsInBody(dialectEndpoint(this.def.dialect, action)) ? { id } : {};
    return this.browser.call(method, path, { ...this.scope, ...body, ...idInBody });
  }

  content = () => this.get('content');
  /** `base`: the version the save is based on (staleSave.ts); omitted, the server does not check. */
  save = (values: ModuleValues, base?: number | null) => this.send('save', base === undefined ? values : { ...values, base_version: base });
  /** Save, answering yes to a 是否覆盖 question (1041, `supersedes`). */
  saveOverwriting = (values: ModuleValues) => this.send('save', { ...values, overwrite: true });
  prepublish = (values: ModuleValues, times: Times) => this.send('prepublish', { ...values, ...times });
  reprepublish = (id: number, values: ModuleValues, times: Times, base?: number | null) =>
    this.send('reprepublish', base === undefined ? { ...values, ...times } : { ...values, ...times, base_version: base }, id);
  remove = (ids: number[]) => this.send('prepublishDelete', { ids });
  detail = (id: number) => this.get('detail', {}, id);
  publish = (id: number, times: Times = {}, base?: number | null) => this.send('publish', base === undefined ? { id, ...times } : { id, ...times, base_version: base });
  cancel = (id: number) => this.send('cancel', { id });
  out = (ids: number | number[]) => this.send('out', Array.isArray(ids) ? { ids } : { id: ids });
  /**
   * What is live now that an entry with these values would take over from: the console service's answer (it reads the
   * published list and applies the contract's rule, pickLiveCounterparts), made the same way from this server's list.
   */
  live = async (values: ModuleValues): Promise<WorkflowRow[]> => pickLiveCounterparts(this.def, await this.rows('publishedList', { pageSize: 100 }), subjectKey(this.def, values));
  list = (name: 'prepublishList' | 'publishedList' | 'history', query: Record<string, string | number> = {}) => this.get(name, query);

  /** The rows of a list, failing loudly when the call does not succeed. */
  async rows(name: 'prepublishList' | 'publishedList' | 'history', query: Record<string, string | number> = {}): Promise<WorkflowRow[]> {
    const res = await this.list(name, query);
    if (res.body.code !== 0) throw new Error(`${name}: ${JSON.stringify(res.body)}`);
    return (res.body.data as Paged<WorkflowRow>).list;
  }

  async row(id: number): Promise<WorkflowRow> {
    const res = await this.detail(id);
    if (res.body.code !== 0) throw new Error(`detail ${String(id)}: ${JSON.stringify(res.body)}`);
    return res.body.data as WorkflowRow;
  }

  /** Save then pre-publish; the new entry's id. */
  async prepared(values: ModuleValues, times: Times): Promise<number> {
    const saved = await this.save(values);
    if (saved.body.code !== 0) throw new Error(`save: ${JSON.stringify(saved.body)}`);
    const res = await this.prepublish(values, times);
    if (res.body.code !== 0) throw new Error(`prepublish: ${JSON.stringify(res.body)}`);
    return (res.body.data as WorkflowRow).id;
  }

  /** Save, pre-publish and publish (now unless `publishTimes` say otherwise); the entry's id. */
  async published(values: ModuleValues, times: Times, publishTimes: Times = {}): Promise<number> {
    const id = await this.prepared(values, times);
    const res = await this.publish(id, publishTimes);
    if (res.body.code !== 0) throw new Error(`publish: ${JSON.stringify(res.body)}`);
    return id;
  }
}

/** The values of a module's seed in `status`, as its screen would send them again. */
export function seedValuesOf(def: ModuleDefinition, status = 'published'): ModuleValues {
  const seed = def.seed?.find((s) => s.status === status);
  if (!seed) throw new Error(`${def.key}: no ${status} seed`);
  return seed.values;
}

/** A refusal as [code, every message it carries]: the field errors of `data.errors`, else `msg`. */
export function refusal(res: JsonResponse): [number, string[]] {
  const errors = (res.body.data as { errors?: { field: string; message: string }[] } | null)?.errors;
  return [res.body.code, errors ? errors.map((e) => `${e.field}: ${e.message}`) : [res.body.msg]];
}
