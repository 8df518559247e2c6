import { useState, type ReactNode } from 'react';
import { ApiError, notify, validationErrorsOf } from 'shared-ui';
import { ARTICLE_MESSAGES, ErrorCode } from 'shared-ui/contract';
import { useLocation, useNavigate } from 'shared-ui/router';
import { AutosaveBanner, reportWorkflowError } from 'shared-ui/workflow';
import { useSaveArticle } from '../api/articleMutations';
import { useArticlePermissions } from '../api/useArticlePermissions';
import { useLeaveGuard, type LeaveGuardWords } from '../common/useLeaveGuard';
import { useLocalCopy } from '../common/useLocalCopy';
import { articlePaths, type ArticleSection, type BackState } from '../library/articlePaths';
import { ArticleForm } from './ArticleForm';
import type { ArticleFormValues } from './articleFormValues';
import { useArticleForm, type ArticleFormController } from './useArticleForm';

export interface ArticleEditorProps {
  initial: ArticleFormValues;
  section: ArticleSection;
  /** The article re-edited; none for a new one. */
  linkId?: string;
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
export function ArticleEditor({ initial, section, linkId, manager }: ArticleEditorProps) {
  const form = useArticleForm(initial);
  const save = useSaveArticle();
  const can = useArticlePermissions();
  const navigate = useNavigate();
  const location = useLocation();
  const guard = useLeaveGuard(form.dirty && !save.isSuccess, LEAVE_WORDS);
  const copyKey = linkId ? `article:${linkId}` : `article:new:${section}`;
  const autosave = useLocalCopy(copyKey, form.values, form.baseline, linkId ? can.save : can.create);
  const [checking, setChecking] = useState(false);
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
    const body = manager ? { ...input, article_module: 'managerbrand' } : input;
    save.mutate(
      { input: body, linkId },
      {
        onSuccess: (saved) => {
          autosave.clear();
          form.markSaved();
          notify.success(linkId ? ARTICLE_MESSAGES.saved : ARTICLE_MESSAGES.created);
          guard.release();
          void navigate(articlePaths.detail(section, saved.linkId), { replace: true, state: { back: linkId ? (location.state as BackState | null)?.back : undefined } satisfies BackState });
        },
        onError: (error) => {
          const problems = validationErrorsOf(error);
          if (problems.length > 0) form.setServerErrors(problems);
          else if (error instanceof ApiError && error.code === ErrorCode.Duplicate) form.setServerErrors([{ field: 'title', message: error.message }]);
          reportWorkflowError(error);
          if (problems.length > 0 || (error instanceof ApiError && error.code === ErrorCode.Duplicate)) focusFirstProblem();
        },
      },
    );
  };

  return (
    <>
      <ArticleForm
        form={form}
        onSave={() => void onSave()}
        onCancel={() => void navigate(back)}
        saving={checking || save.isPending}
        lockedModule={Boolean(manager)}
        managerField={manager?.field(form)}
        banner={
          autosave.offer ? (
            <AutosaveBanner
              copy={autosave.offer}
              onRestore={() => {
                const restored = autosave.restore();
                if (restored) form.load(restored);
              }}
              onDiscard={autosave.discard}
            />
          ) : null
        }
      />
      {guard.dialog}
    </>
  );
}
