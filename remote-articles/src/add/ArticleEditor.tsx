import { useState, type ReactNode } from 'react';
import { ApiError, notify, reportWorkflowError, validationErrorsOf } from 'shared-ui';
import { ARTICLE_MESSAGES, ErrorCode } from 'shared-ui/contract';
import { useLocation, useNavigate } from 'shared-ui/router';
import type { ArticleDetail, ArticleInput } from 'shared-ui/contract';
import { ARTICLE_COMPARE_FIELDS } from './articleCompareFields';
import { useSaveArticle } from '../api/articleMutations';
import { useArticlePermissions } from '../api/useArticlePermissions';
import { useLeaveGuard, type LeaveGuardWords } from '../common/useLeaveGuard';
import { LocalCopyBanner } from '../common/LocalCopyBanner';
import { useLocalCopy } from '../common/useLocalCopy';
import { useStaleEdit } from '../common/useStaleEdit';
import { articlePaths, type ArticleSection, type BackState } from '../library/articlePaths';
import { valuesFromDetail } from './articleFormValues';
import { ArticleForm } from './ArticleForm';
import type { ArticleFormValues } from './articleFormValues';
import { useArticleForm, type ArticleFormController } from './useArticleForm';

export interface ArticleEditorProps {
  initial: ArticleFormValues;
  section: ArticleSection;
  /** The article re-edited; none for a new one. */
  linkId?: string;
  /** The re-edited article's version when it was opened (staleSave.ts): a colleague's newer save refuses this one. */
  version?: number;
  /** Manager-website articles: the module is fixed to managerbrand and a manager must be picked. */
  manager?: { field: (form: ArticleFormController) => ReactNode };
}

const LEAVE_WORDS: LeaveGuardWords = { title: '离开此页？', text: '文章还有未保存的修改，离开后这些修改不会保存到文章中。', stay: '继续编辑' };

/** Moves the focus to the first field with a problem, once the messages have rendered. */
function focusFirstProblem() {
  setTimeout(() => {
    const invalid = document.querySelector<HTMLElement>('form[aria-label="文章表单"] [aria-invalid="true"]');
    invalid?.focus();
  }, 50);
}

/**
 * The article editor with its behaviour: the contract's schema on 保存, then `POST article/` (new) or
 * `article/save` (re-edit); the server's field messages beside their fields, 1019 (a title that exists) on the
 * title; a success toast and the detail page. Typed input survives a failed save, a warned-about navigation and a
 * reload (a local copy per account and article, offered back at the next opening).
 */
export function ArticleEditor({ initial, section, linkId, version, manager }: ArticleEditorProps) {
  const form = useArticleForm(initial);
  const save = useSaveArticle();
  const can = useArticlePermissions();
  const navigate = useNavigate();
  const location = useLocation();
  const guard = useLeaveGuard(form.dirty && !save.isSuccess, LEAVE_WORDS);
  const copyKey = linkId ? `article:${linkId}` : `article:new:${section}`;
  const autosave = useLocalCopy(copyKey, form.values, form.baseline, linkId ? can.save : can.create);
  const [checking, setChecking] = useState(false);
  const stale = useStaleEdit<ArticleInput>({
    openedVersion: version,
    fields: ARTICLE_COMPARE_FIELDS,
    typed: form.values,
    localCopy: autosave,
    load: form.load,
    valuesOf: (current) => valuesFromDetail(current as unknown as ArticleDetail),
    busy: save.isPending,
    resend: (mine, base) => send(mine, base),
  });
  const back = (location.state as BackState | null)?.back ?? (linkId ? articlePaths.detail(section, linkId) : articlePaths.list(section));

  const onSave = async () => {
    setChecking(true);
    const input = await form.submit();
    setChecking(false);
    const missingManager = manager && input && input.manager_id === '';
    if (!input || missingManager) {
      if (missingManager) form.setServerErrors([{ field: 'manager_id', message: '请选择关联基金经理' }]);
      notify.warning('请按提示修改标红的内容后再保存');
      focusFirstProblem();
      return;
    }
    send(manager ? { ...input, article_module: 'managerbrand' } : input, stale.baseVersion);
  };

  const send = (body: ArticleInput, base: number | undefined) =>
    save.mutate(
      { input: body, linkId, baseVersion: base },
      {
        onSuccess: (saved) => {
          autosave.clear();
          form.markSaved();
          notify.success(linkId ? ARTICLE_MESSAGES.saved : ARTICLE_MESSAGES.created);
          guard.release();
          void navigate(articlePaths.detail(section, saved.linkId), { replace: true, state: { back: linkId ? (location.state as BackState | null)?.back : undefined } satisfies BackState });
        },
        onError: (error) => {
          if (stale.catchStale(error, body)) return;
          const problems = validationErrorsOf(error);
          if (problems.length > 0) form.setServerErrors(problems);
          else if (error instanceof ApiError && error.code === ErrorCode.Duplicate) form.setServerErrors([{ field: 'title', message: error.message }]);
          reportWorkflowError(error);
          if (problems.length > 0 || (error instanceof ApiError && error.code === ErrorCode.Duplicate)) focusFirstProblem();
        },
      },
    );

  return (
    <>
      <ArticleForm
        form={form}
        onSave={() => void onSave()}
        onCancel={() => void navigate(back)}
        saving={checking || save.isPending}
        lockedModule={Boolean(manager)}
        managerField={manager?.field(form)}
        banner={<LocalCopyBanner localCopy={autosave} load={form.load} />}
      />
      {stale.dialog}
      {guard.dialog}
    </>
  );
}
