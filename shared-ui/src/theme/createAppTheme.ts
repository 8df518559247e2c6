import { createTheme, type Theme } from '@mui/material/styles';
import { zhCN as coreZhCN } from '@mui/material/locale';

/** The back office's one theme: zh-CN texts for MUI core (grid and pickers add theirs where they are used). */
export function createAppTheme(): Theme {
  return createTheme(
    {
      palette: { primary: { main: '#1f5fbf' }, background: { default: '#f4f6fa' } },
      typography: {
        fontFamily: '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",system-ui,sans-serif',
        fontSize: 14,
      },
      shape: { borderRadius: 6 },
      components: { MuiButton: { defaultProps: { disableElevation: true } } },
    },
    coreZhCN,
  );
}
