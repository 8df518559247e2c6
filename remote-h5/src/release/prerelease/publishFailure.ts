import { Messages } from 'shared-ui';
import { failureText } from '../api/reportH5Error';

/**
 * '发布失败' and the reason (spec §8: an H5 publish failure shows the Chinese for "publish failed"): each refused
 * entry with its reason when the server says which (1000, or 1013 for two versions of one path at one time),
 * otherwise the server's message.
 *
 * @example publishFailure(error) // '发布失败：activity/index.html：文件已被删除'
 */
export function publishFailure(error: unknown): string {
  return `${Messages.publishFailed}：${failureText(error)}`;
}
