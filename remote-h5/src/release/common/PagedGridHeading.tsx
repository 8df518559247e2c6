import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SearchBox } from './SearchBox';
/** A list's heading with its search by path on the right. */
export function PagedGridHeading({ title, onSearch }: { title: string; onSearch: (text: string) => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <SearchBox label="按路径搜索" name={`搜索${title}`} onSearch={onSearch} />
    </Box>
  );
}
