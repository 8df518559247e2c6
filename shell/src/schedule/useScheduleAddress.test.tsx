/**
 * The address's update is one function for the page's life (the filter bar is not drawn again for a change of view or
 * date), and each update writes over the address as it is now, never as it was when the function was made.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'shared-ui/router';
import { useScheduleAddress } from './useScheduleAddress';

it('keeps one update, and each writes over the latest address', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/schedule?view=month&date=2026-12-04']}>{children}</MemoryRouter>;
  const { result } = renderHook(() => ({ address: useScheduleAddress(), location: useLocation() }), { wrapper });
  const first = result.current.address[1];
  act(() => first({ view: 'timeline' }));
  expect(result.current.address[0].view).toBe('timeline');
  expect(result.current.address[1]).toBe(first);
  // Made before the view changed, it still keeps 时间轴.
  act(() => first({ area: ['wm'] }));
  expect(result.current.location.search).toBe('?view=timeline&date=2026-12-04&area=wm');
  act(() => first({ date: '2026-12-11' }));
  expect(result.current.address[0]).toMatchObject({ view: 'timeline', date: '2026-12-11', area: ['wm'] });
});
