import { useState } from 'react';
import { notify } from 'shared-ui';
import type { ApprovalLink } from 'shared-ui/contract';
import { reportApiError } from './reportApiError';

/**
 * 复制审批链接 in a news item's detail: asks the server for a link (each list its own call), shows it whole (the
 * clipboard may be refused: the field lets it be copied by hand) and says how long it holds.
 */
export function useApprovalLinkCopy() {
  const [link, setLink] = useState('');
  const copyLink = async (fetchLink: () => Promise<ApprovalLink>) => {
    try {
      const answer = await fetchLink();
      const url = `${window.location.origin}${answer.url}`;
      setLink(url);
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      notify.success(`审批链接已复制，${answer.expires_at} 前有效`);
    } catch (error) {
      reportApiError(error);
    }
  };
  return { link, copyLink };
}
