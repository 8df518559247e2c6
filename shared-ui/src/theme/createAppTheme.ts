import { createTheme, type Theme } from '@mui/material/styles';

/** The back office's one theme. MUI's zh-CN component texts are added by `ScreenProviders`, off the login page. */
export function createAppTheme(): Theme {
  return createTheme({
    // WCAG AA's 4.5:1 for every coloured text: MUI's warning (#ed6c02) and info (#0288d1) read at 3.1:1 and 3.9:1
    // as the text of an outlined chip on white, and white on them no better; these darker tones read at 5.2:1 and
    // 4.8:1 both ways. contrastThreshold 4.5 makes MUI pick the text on any filled colour by the same measure.
    palette: {
      primary: { main: '#1f5fbf' },
      warning: { main: '#b54d00' },
      info: { main: '#0277bd' },
      background: { default: '#f4f6fa' },
      contrastThreshold: 4.5,
    },
    typography: {
      fontFamily: '"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",system-ui,sans-serif',
      fontSize: 14,
    },
    shape: { borderRadius: 6 },
    components: {
      // A button's words stay on one line: squeezed (a 390 px phone), it keeps its width and the row around it wraps,
      // instead of stacking its label one character per line. A full-width button is the exception: two of them side by
      // side (取消 · 确认驳回 on an approval card) share the row — unshrinkable, each took the whole row and the second
      // was drawn off the card's edge.
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { whiteSpace: 'nowrap', flexShrink: 0, '&.MuiButton-fullWidth': { flexShrink: 1, minWidth: 0 } } },
      },
      // A field disabled while its dialog saves keeps its hint readable: MUI greys a disabled helper text to
      // text.disabled (2.3:1 on white), below WCAG's 4.5:1, and unlike the disabled input and its label the hint is
      // plain text that axe (rightly) still measures. text.secondary reads at 5.7:1.
      MuiFormHelperText: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary } }) },
      },
      // A field's label keeps one colour when its field is disabled and enabled again (a form disabled while it loads or
      // saves): MUI animates the label's colour from text.disabled back to text.secondary over 200 ms, and a page read
      // in that moment — a screen reader user's, or an axe scan — meets a label below 4.5:1 on a field already enabled.
      MuiFormLabel: {
        styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary } }) },
      },
    },
  });
}
