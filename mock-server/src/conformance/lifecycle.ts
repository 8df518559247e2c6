/** `--write`: one full lifecycle per module base (issue 31's third step). */
import type { AnswerValidator, ContractDocument, DocOperation } from './document';
import type { CmsSession } from './http';
import type { Finding } from './verdicts';

export async function runLifecycles(
  _doc: ContractDocument,
  _main: CmsSession,
  _validator: AnswerValidator,
  _add: (op: DocOperation, found: Finding) => void,
  _tick: (label: string) => void,
): Promise<void> {
  throw new Error('--write 尚未实现');
}
