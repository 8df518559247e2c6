import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ARTICLE_TITLE_MAX, TITLE_HINT_APP, TITLE_HINT_WEBSITE, textLength } from 'shared-ui/contract';

export const TITLE_HINT = `官网建议不超过 ${String(TITLE_HINT_WEBSITE)} 字，App 建议不超过 ${String(TITLE_HINT_APP)} 字`;

/** Which limit a title of this length passes: the hints warn (the text is cut when shown), the hard max refuses. */
export function titleLevel(length: number): 'ok' | 'website' | 'app' | 'max' {
  if (length > ARTICLE_TITLE_MAX) return 'max';
  if (length > TITLE_HINT_APP) return 'app';
  if (length > TITLE_HINT_WEBSITE) return 'website';
  return 'ok';
}

const LEVEL_NOTE = { ok: '', website: '（已超过官网建议长度，官网展示时会被截断）', app: '（已超过 App 建议长度，App 与官网展示时都会被截断）', max: '' };

export interface ArticleTitleFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
}

/** 标题 with a live count: warning colour past the website (28) and app (34) hints, error past the schema's maximum. */
export function ArticleTitleField({ value, onChange, onBlur, error, disabled }: ArticleTitleFieldProps) {
  const length = textLength(value.trim());
  const level = titleLevel(length);
  const overMax = level === 'max';
  const warn = !error && !overMax && level !== 'ok';
  const counterColor = overMax || error ? 'error.main' : warn ? 'warning.main' : 'text.secondary';
  return (
    <TextField
      label="标题"
      required
      fullWidth
      name="title"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      error={Boolean(error) || overMax}
      helperText={error ?? (overMax ? `标题不能超过 ${String(ARTICLE_TITLE_MAX)} 个字` : `${TITLE_HINT}${LEVEL_NOTE[level]}`)}
      slotProps={{
        formHelperText: { sx: warn ? { color: 'warning.main' } : undefined },
        input: {
          endAdornment: (
            <Typography component="span" variant="caption" data-testid="title-counter" sx={{ color: counterColor, whiteSpace: 'nowrap' }}>
              {`${String(length)}/${String(ARTICLE_TITLE_MAX)}`}
            </Typography>
          ),
        },
      }}
    />
  );
}
