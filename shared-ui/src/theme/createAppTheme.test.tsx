/**
 * The theme's text keeps WCAG AA's 4.5:1 where MUI's default does not: measured on what the browser computes for a
 * rendered field (jsdom applies emotion's style sheet), blended over the white paper it sits on.
 */
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { createAppTheme } from './createAppTheme';

type Rgb = [number, number, number];

/** `rgb(…)` or `rgba(…)` as drawn over white. */
function overWhite(css: string): Rgb {
  const parts = /rgba?\(([^)]+)\)/.exec(css)?.[1]?.split(',').map((p) => Number(p.trim()));
  if (!parts || parts.length < 3) throw new Error(`not an rgb colour: ${css}`);
  const [r = 0, g = 0, b = 0, alpha = 1] = parts;
  return [r, g, b].map((c) => c * alpha + 255 * (1 - alpha)) as Rgb;
}

/** WCAG 2's contrast ratio between two opaque colours. */
function contrast(a: Rgb, b: Rgb): number {
  const luminance = (rgb: Rgb) => {
    const [r = 0, g = 0, bl = 0] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE: Rgb = [255, 255, 255];

function helperColour(props: { disabled?: boolean; error?: boolean }): string {
  render(
    <ThemeProvider theme={createAppTheme()}>
      <TextField label="文件夹名称" helperText="只能使用字母、数字、- 和 _" {...props} />
    </ThemeProvider>,
  );
  return getComputedStyle(screen.getByText('只能使用字母、数字、- 和 _')).color;
}

describe('createAppTheme', () => {
  it('keeps a disabled field’s helper text at 4.5:1 on white (a dialog disables its field while it saves)', () => {
    const colour = helperColour({ disabled: true });
    expect(contrast(overWhite(colour), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a field’s label one colour, disabled or not, so enabling a field never passes through an unreadable grey', () => {
    const labelColour = (disabled: boolean) => {
      const { unmount } = render(
        <ThemeProvider theme={createAppTheme()}>
          <TextField label="基金代码" disabled={disabled} />
        </ThemeProvider>,
      );
      const colour = getComputedStyle(screen.getByText('基金代码', { selector: 'label' })).color;
      unmount();
      return colour;
    };
    expect(labelColour(true)).toBe(labelColour(false));
    expect(contrast(overWhite(labelColour(true)), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('still shows a disabled field’s error in the error colour', () => {
    const theme = createAppTheme();
    expect(overWhite(helperColour({ disabled: true, error: true }))).toEqual(overWhite(hexToRgb(theme.palette.error.main)));
  });
});

describe('buttons', () => {
  const styleOf = (element: HTMLElement) => getComputedStyle(element);
  const renderButton = (fullWidth: boolean) =>
    render(
      <ThemeProvider theme={createAppTheme()}>
        <Button fullWidth={fullWidth}>确认驳回</Button>
      </ThemeProvider>,
    );

  it('keep their words on one line and their width when a row is squeezed', () => {
    renderButton(false);
    const button = screen.getByRole('button', { name: '确认驳回' });
    expect([styleOf(button).whiteSpace, styleOf(button).flexShrink]).toEqual(['nowrap', '0']);
  });

  it('share a row when full width (two side by side stay inside their card)', () => {
    renderButton(true);
    expect(styleOf(screen.getByRole('button', { name: '确认驳回' })).flexShrink).toBe('1');
  });
});

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${String(n >> 16)}, ${String((n >> 8) & 255)}, ${String(n & 255)})`;
}
