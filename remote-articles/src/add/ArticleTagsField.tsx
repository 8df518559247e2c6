import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ARTICLE_TAG_MAX, ARTICLE_TAGS_MAX, splitTags, textLength } from 'shared-ui/contract';

export const TAGS_HINT = '多个标签用英文分号 ; 分隔';

export interface ArticleTagsFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
}

/**
 * 标签: typed as the stored text (`美联储;降息`), previewed as chips the way the schema will split it (blanks and
 * empty entries dropped); a tag over the length limit shows in red before anything is saved.
 */
export function ArticleTagsField({ value, onChange, onBlur, error, disabled }: ArticleTagsFieldProps) {
  const tags = splitTags(value);
  return (
    <Stack spacing={1}>
      <TextField
        label="标签"
        fullWidth
        name="tags"
        value={value}
        disabled={disabled}
        placeholder="例如：美联储;降息;债券基金"
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        error={Boolean(error)}
        helperText={error ?? `${TAGS_HINT}，最多 ${String(ARTICLE_TAGS_MAX)} 个，每个不超过 ${String(ARTICLE_TAG_MAX)} 字`}
      />
      {tags.length > 0 ? (
        <Stack direction="row" spacing={0.5} useFlexGap aria-label="标签预览" sx={{ flexWrap: 'wrap' }}>
          {tags.map((tag, i) => (
            <Chip key={`${tag}-${String(i)}`} label={tag} size="small" color={textLength(tag) > ARTICLE_TAG_MAX || i >= ARTICLE_TAGS_MAX ? 'error' : 'primary'} variant="outlined" />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
