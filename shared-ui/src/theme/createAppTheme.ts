import { createTheme, type Theme } from '@mui/material/styles';

/** The back office's one theme. MUI's zh-CN component texts are added by `ScreenProviders`, off the login page. */
export function createAppTheme(): Theme {
  return createTheme({
    palette: { primary: { main: '#1f5fbf' }, background: { default: '#f4f6fa' } },
    typography: {
      fontFamily: '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",system-ui,sans-serif',
      fontSize: 14,
    },
    shape: { borderRadius: 6 },
    components: {
      // A button's words stay on one line: squeezed (a 390 px phone), it keeps its width and the row around it wraps,
      // instead of stacking its label one character per line.
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { whiteSpace: 'nowrap', flexShrink: 0 } } },
    },
  });
}
