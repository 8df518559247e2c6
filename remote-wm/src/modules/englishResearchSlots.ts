/**
 * The English research slots' builder (englishResearch, englishResearchModule): a column title in English and
 * 1–`max` reports, each an article of the library's 宏观 module with the English headline and summary its readers
 * see. Design (the remote's README, "Modules the spec only names"):
 * - English texts may not contain Chinese characters (an English reader would see them untranslated).
 * - Headline ≤ 80 characters (two lines of an English card), summary ≤ 200.
 * The seed reports point at the macro anchor articles A20261110011, A20261112012, A20261121008.
 */
import { ARTICLE_MODULES, defineModule, field, optionLabel, type ModuleDefinition, type ModuleSeed, type ModuleValues, type RefListItem } from 'shared-ui/contract';

/** Han characters (CJK unified ideographs, extension A, compatibility): what an English text must not contain. */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
export const hasChineseCharacters = (text: unknown): boolean => typeof text === 'string' && HAN.test(text);

export const ENGLISH_RESEARCH_LIMITS = { headline: 80, summary: 200, title: 24 } as const;

export interface EnglishResearchInput {
  name: string;
  title: string;
  description: string;
  /** How many reports the placement shows. */
  max: number;
  defaultTitle: string;
  /** Where the column title shows, as a hint. */
  titleHint: string;
  seed: readonly ModuleSeed[];
}

/** A seed's reports in display order: linkId, English headline, English summary. */
export const englishReports = (...items: readonly (readonly [linkId: string, headline: string, summary?: string])[]): RefListItem[] =>
  items.map(([id, en_title, en_summary = ''], i) => ({ id, position: i + 1, en_title, en_summary }));

const reportsOf = (values: ModuleValues): readonly RefListItem[] => (Array.isArray(values.articles) ? (values.articles as readonly RefListItem[]) : []);
const macro = optionLabel(ARTICLE_MODULES, 'macro');

export function englishResearchSlot(input: EnglishResearchInput): ModuleDefinition {
  return defineModule({
    area: 'wm',
    name: input.name,
    title: input.title,
    description: input.description,
    apiBase: `operation/wm/articles/${input.name}/`,
    schedule: 'push_time',
    // Its heading is the slot's constant title: the picks say which entry (issue 44, item 6).
    entryName: ['title', 'articles'],
    fields: [
      field.text('title', '栏目标题（英文）', { required: true, maxLength: ENGLISH_RESEARCH_LIMITS.title, defaultValue: input.defaultTitle, inList: true, hint: input.titleHint }),
      field.refList('articles', '研报', 'articles', {
        min: 1,
        max: input.max,
        inList: true,
        filter: { article_module: 'macro' },
        filterMessage: `只能选择「${macro}」类文章`,
        hint: `从文章库的「${macro}」类文章中选择，并填写英文版 App 显示的标题与摘要`,
        itemFields: [
          field.text('en_title', '英文标题', { required: true, maxLength: ENGLISH_RESEARCH_LIMITS.headline }),
          field.textarea('en_summary', '英文摘要', { maxLength: ENGLISH_RESEARCH_LIMITS.summary, hint: '标题下方的摘要，可不填' }),
        ],
      }),
    ],
    rules: [
      { field: 'title', message: '栏目标题（英文）不能包含中文', test: (values) => !hasChineseCharacters(values.title) },
      {
        field: 'articles',
        message: '研报的英文标题和英文摘要不能包含中文',
        test: (values) => reportsOf(values).every((item) => !hasChineseCharacters(item.en_title) && !hasChineseCharacters(item.en_summary)),
      },
    ],
    limits: { maxLive: 1 },
    seed: input.seed,
  });
}

/** Seed reports both English slots pick: linkId, English headline, English summary. */
export const FED = ['A20261121008', 'Fed December preview: rate-cut odds rise — how to position bond funds', 'Futures price a cut above 70%; short- and mid-duration bond funds look attractive again.'] as const;
export const DOLLAR = ['A20261110011', 'Dollar index below 100: opportunities in HKD assets and USD bonds', 'A weaker dollar tends to bring flows back to emerging markets and Asian USD credit.'] as const;
export const PMI = ['A20261112012', 'November PMI back in expansion as domestic demand recovers', 'Manufacturing PMI rose to 50.3 with new orders improving.'] as const;
