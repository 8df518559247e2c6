/**
 * The wm home page's common topics (首页专题: yffTheme 主题投资, combinationDynamic 组合动态) share base
 * `operation/wm/home/common/`, told apart by `topic_type`. Their live topics form one ordered list per module that
 * staff reorder and whose show time they adjust in place (HOME_COMMON_LIVE_LIST); at most 20 are live across the
 * base — both topic types together (spec §9: "publish limit 20 for home common topics") — and the 21st publish answers
 * 1027 (spec §8).
 */
import { ErrorCode, HOME_COMMON_LIVE_LIST, defineModule, errorMessage, field, type FieldDef, type ModuleDefinition, type ModuleSeed } from 'shared-ui/contract';

export const HOME_TOPICS_LIVE_LIMIT = 20;
/** The modules of the base: their live topics count toward one limit. */
const HOME_TOPIC_KEYS = ['wm/yffTheme', 'wm/combinationDynamic'] as const;

export interface HomeTopicInput {
  name: 'yffTheme' | 'combinationDynamic';
  title: string;
  description: string;
  topicType: string;
  /** The topic's own fields, between its title and its show time. */
  fields: readonly FieldDef[];
  seed: readonly ModuleSeed[];
}

export function homeTopic(input: HomeTopicInput): ModuleDefinition {
  return defineModule({
    area: 'wm',
    name: input.name,
    title: input.title,
    description: input.description,
    apiBase: 'operation/wm/home/common/',
    scope: { topic_type: input.topicType },
    liveList: HOME_COMMON_LIVE_LIST,
    schedule: 'push_time',
    fields: [
      ...input.fields,
      field.datetime('show_time', '展示时间', { required: true, inList: true, hint: '卡片上显示的更新时间；上线后可在已发布列表中直接修改' }),
    ],
    limits: {
      maxLive: HOME_TOPICS_LIVE_LIMIT,
      maxLiveWith: HOME_TOPIC_KEYS.filter((key) => key !== `wm/${input.name}`),
      maxLiveRefusal: { code: ErrorCode.PublishLimitReached, message: errorMessage(ErrorCode.PublishLimitReached) },
    },
    seed: input.seed,
  });
}
