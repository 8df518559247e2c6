import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/router';
import { SessionContext } from 'shared-ui';
import HomePage from './HomePage';

describe('HomePage', () => {
  it('titles the page with the one h1 and each area card with an h2 (no heading level skipped)', () => {
    const session = { uid: 'u-1', account: 'admin', role: 'publisher' as const, permission: ['0'], isSuperAdmin: true };
    render(
      <SessionContext.Provider value={{ session, logout: async () => undefined }}>
        <MemoryRouter initialEntries={['/home']}>
          <HomePage />
        </MemoryRouter>
      </SessionContext.Provider>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['您好，admin']);
    const areas = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(areas).toContain('内容管理');
    expect(areas.length).toBeGreaterThan(2);
    // Nothing deeper than the cards' titles: a level below h2 would skip one.
    for (const level of [3, 4, 5, 6]) expect(screen.queryAllByRole('heading', { level })).toEqual([]);
  });
});
