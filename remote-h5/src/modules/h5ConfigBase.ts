/**
 * What the four H5 configuration modules (stock, wm, h5, common) have in common: an entry is a configuration key, its
 * value as JSON and a remark, published through the common workflow at a push time. Each product has its own API
 * base (`h5backend/config/<product>/`), so no scope parameter is needed to keep them apart.
 *
 * Two live entries with one key would leave the H5 page guessing which to read: a key that is live (or scheduled)
 * cannot be pre-published again (1019) until the live one is taken off shelf.
 */
import { defineModule, field, type ModuleDefinition, type ModuleInput } from 'shared-ui/contract';

/** The products of /h5/config, in tab order: route segment → the tab's label. */
export const H5_CONFIG_PRODUCTS = ['stock', 'wm', 'h5', 'common'] as const;
export type H5ConfigProduct = (typeof H5_CONFIG_PRODUCTS)[number];

/** H5 pages read keys by exact name, so a key is code-like: starts with a letter; letters, digits, _ - and . after. */
const CONFIG_KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

/** What one product's module adds to the common part: its names and its seed rows. */
export type H5ConfigOwn = Pick<ModuleInput, 'title' | 'description' | 'seed'>;

/**
 * One product's configuration module (`<product>Config` in the h5 area), e.g.
 * `h5ConfigModule('stock', { title: '股票 H5 配置', description, seed })`.
 */
export function h5ConfigModule(product: H5ConfigProduct, own: H5ConfigOwn): ModuleDefinition {
  return defineModule({
    area: 'h5',
    name: `${product}Config`,
    apiBase: `h5backend/config/${product}/`,
    route: `config/${product}`,
    schedule: 'push_time',
    fields: [
      field.text('config_key', '配置键', {
        required: true,
        maxLength: 64,
        inList: true,
        hint: 'H5 页面按此键读取配置；以字母开头，可含字母、数字、下划线、短横线和点，例如 quote.refresh_interval',
      }),
      field.json('config_value', '配置值', {
        required: true,
        defaultValue: '{}',
        inList: true,
        hint: 'JSON 格式，例如 {"enabled":true,"intervalSeconds":3}',
      }),
      field.textarea('remark', '备注', { maxLength: 200, inList: true, hint: '说明这项配置的用途与影响范围，便于他人维护' }),
    ],
    rules: [
      {
        field: 'config_key',
        message: '配置键须以字母开头，只能包含字母、数字、下划线、短横线或点，最长 64 个字符',
        test: (values) => typeof values.config_key !== 'string' || values.config_key.trim() === '' || CONFIG_KEY.test(values.config_key.trim()),
      },
    ],
    uniqueWhileLive: { fields: ['config_key'], message: '该配置键已有发布中的配置，请先下架后再发布' },
    ...own,
  });
}
