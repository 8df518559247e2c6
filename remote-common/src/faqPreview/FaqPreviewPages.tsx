import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useDocumentTitle } from 'shared-ui';
import { ListLoadState, NotFoundPage, PageHeader } from 'shared-ui/components';
import { LANGUAGE_OPTIONS, LANGUAGES, faqCategoriesPath, faqQuestionPath, type ModuleDefinition, type WorkflowListQuery } from 'shared-ui/contract';
import { RichTextView } from 'shared-ui/richText';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { useWorkflowList } from 'shared-ui/workflow';
import { findQuestion, helpCentre, hotQuestions, type HelpCategory, type HelpQuestion } from './helpCentre';

/** Every live entry at once: one per language and category, far below the list call's page limit. */
const ALL_LIVE: WorkflowListQuery = { currPage: 1, pageSize: 100, orderBy: 'push_time', order: 'desc' };

export interface FaqPreviewProps {
  module: ModuleDefinition;
}

/** The help centre an address names: this module's product and one of the app's languages, with the question's parts. */
interface HelpAddress {
  product: string;
  language: string;
  category: string;
  title: string;
}

/** The address's help centre, or null when it names another product or an unknown language (页面不存在, no call). */
function useHelpAddress(module: ModuleDefinition): HelpAddress | null {
  const params = useParams();
  const product = params.product ?? '';
  const language = params.langCategory ?? '';
  const known = product === String(module.scope?.product ?? '') && (LANGUAGES as readonly string[]).includes(language);
  return known ? { product, language, category: params.category ?? '', title: params.title ?? '' } : null;
}

/** The live entries and the language's categories built from them. */
function useLiveCategories(module: ModuleDefinition, language: string) {
  const list = useWorkflowList(module, 'published', ALL_LIVE);
  const categories = useMemo(() => helpCentre(list.data?.list ?? [], language), [list.data, language]);
  return { list, categories };
}

function PreviewFrame({ module, children }: { module: ModuleDefinition; children: ReactNode }) {
  useDocumentTitle(`${module.title} · 帮助中心预览`);
  return (
    <Box data-testid={`faq-preview-${module.key}`}>
      <Link component={RouterLink} to={module.path} underline="hover" sx={{ display: 'inline-block', mb: 1 }}>
        返回{module.title}
      </Link>
      <PageHeader title={`${module.title} · 帮助中心预览`} subtitle="按 App 帮助中心的样子展示已上线的问题（只读）；要修改，请回到模块编辑并发布" />
      {children}
    </Box>
  );
}

function QuestionLink({ module, product, language, category, question }: { module: ModuleDefinition; product: string; language: string; category: HelpCategory; question: HelpQuestion }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
      <Link component={RouterLink} to={faqQuestionPath(module.path, product, language, category.category, question.question)} underline="hover">
        {question.question}
      </Link>
      {question.hot ? <Chip label="热门" size="small" color="error" variant="outlined" /> : null}
    </Stack>
  );
}

/** `…/commonproblem/:product/:langCategory`: a language's live categories and questions, hot ones first. */
export function FaqCategoriesPage({ module }: FaqPreviewProps) {
  const address = useHelpAddress(module);
  return address ? <CategoriesView module={module} address={address} /> : <NotFoundPage />;
}

function CategoriesView({ module, address: { product, language } }: FaqPreviewProps & { address: HelpAddress }) {
  const { list, categories } = useLiveCategories(module, language);
  const hot = hotQuestions(categories);
  return (
    <PreviewFrame module={module}>
      <Tabs value={language} aria-label="语言" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        {LANGUAGE_OPTIONS.map((option) => (
          <Tab key={option.value} value={option.value} label={option.label} component={RouterLink} to={faqCategoriesPath(module.path, product, option.value)} />
        ))}
      </Tabs>
      <ListLoadState list={list} what="帮助中心内容">
        {list.data && categories.length === 0 ? (
          <Alert severity="info">该语言下暂无上线的问题</Alert>
        ) : (
          <Stack spacing={2}>
            {hot.length > 0 ? (
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="热门问题">
                <Typography variant="h6" component="h2" gutterBottom>
                  热门问题
                </Typography>
                {hot.map(({ category, question }) => (
                  <QuestionLink key={`${category.category}/${question.question}`} module={module} product={product} language={language} category={category} question={question} />
                ))}
              </Paper>
            ) : null}
            {categories.map((category) => (
              <Paper key={category.category} variant="outlined" sx={{ p: 2 }} component="section" aria-label={category.name}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {category.name}
                </Typography>
                {category.questions.map((question) => (
                  <QuestionLink key={question.question} module={module} product={product} language={language} category={category} question={question} />
                ))}
              </Paper>
            ))}
          </Stack>
        )}
      </ListLoadState>
    </PreviewFrame>
  );
}

/** `…/common/:product/:langCategory/:category/:title`: one live question and its answer, and the category's others. */
export function FaqQuestionPage({ module }: FaqPreviewProps) {
  const address = useHelpAddress(module);
  return address ? <QuestionView module={module} address={address} /> : <NotFoundPage />;
}

function QuestionView({ module, address: { product, language, category, title } }: FaqPreviewProps & { address: HelpAddress }) {
  const { list, categories } = useLiveCategories(module, language);
  const found = findQuestion(categories, category, title);
  const back = (
    <Link component={RouterLink} to={faqCategoriesPath(module.path, product, language)} underline="hover">
      返回问题列表
    </Link>
  );
  return (
    <PreviewFrame module={module}>
      <ListLoadState list={list} what="帮助中心内容">
        {list.data && !found ? (
          <Alert severity="info" action={back}>
            该问题未上线或已下架
          </Alert>
        ) : found ? (
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: 2 }} component="article">
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {found.category.name}
              </Typography>
              <Typography variant="h5" component="h2" gutterBottom>
                {found.question.question}
              </Typography>
              <RichTextView html={found.question.answer} testId="faq-answer" />
            </Paper>
            {found.category.questions.length > 1 ? (
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="同分类其他问题">
                <Typography variant="subtitle1" component="h3" gutterBottom>
                  同分类其他问题
                </Typography>
                {found.category.questions
                  .filter((q) => q !== found.question)
                  .map((question) => (
                    <QuestionLink key={question.question} module={module} product={product} language={language} category={found.category} question={question} />
                  ))}
              </Paper>
            ) : null}
            <Box>{back}</Box>
          </Stack>
        ) : null}
      </ListLoadState>
    </PreviewFrame>
  );
}
