import { render, screen } from '@testing-library/react';
import { FullPageSpinner } from './FullPageSpinner';

describe('FullPageSpinner', () => {
  it('is the whole page while it shows: a main landmark with a heading, and a named progress indicator', () => {
    render(<FullPageSpinner />);
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: '正在加载' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeTruthy();
  });

  it('inside the frame it is only the indicator: the frame has the main landmark', () => {
    render(<FullPageSpinner inline />);
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('progressbar', { name: '加载中' })).toBeTruthy();
  });
});
