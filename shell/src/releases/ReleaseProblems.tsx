import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import MuiLink from '@mui/material/Link';
import type { ReleaseProblem } from 'shared-ui/contract';
import { Link } from 'shared-ui/router';

export interface ReleaseProblemsProps {
  /** 检查结果, or the refusal's own words (批次检查未通过：2 个问题…). */
  title: string;
  problems: readonly ReleaseProblem[];
}

/**
 * Every problem the whole-release check found, each with what it is about, why, and a link to the entry to fix it
 * (the release's own problems have none). `检查` and a refused scheduling show the same list.
 */
export function ReleaseProblems({ title, problems }: ReleaseProblemsProps) {
  return (
    <Alert severity="error" data-testid="release-problems">
      <AlertTitle>{title}</AlertTitle>
      <ol style={{ margin: 0, paddingInlineStart: '1.25em' }}>
        {problems.map((problem, i) => (
          // A problem has no id: two may name the same entry for different reasons.
          <li key={`${problem.subject}-${String(i)}`}>
            {problem.subject}：{problem.reason}
            {problem.link === null ? null : (
              <>
                {' '}
                <MuiLink component={Link} to={problem.link}>
                  去处理
                </MuiLink>
              </>
            )}
          </li>
        ))}
      </ol>
    </Alert>
  );
}
