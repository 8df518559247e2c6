import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useScreenQuery } from './useScreenQuery';

/** A screen whose data hook runs before its (heavy) body renders; the body notes how many fetches had started. */
function Screen({ useData, seen }: { useData: (fetch: () => Promise<string>) => { data?: string }; seen: number[] }) {
  const { data } = useData(() => Promise.resolve('两条记录'));
  return <Body data={data} note={() => seen.push(calls.count)} />;
}
/** Fetches started so far in the current test. */
const calls = { count: 0 };
function Body({ data, note }: { data?: string; note: () => void }): ReactNode {
  note();
  return <p>{data ?? '加载中'}</p>;
}

function renderWith(useData: (fetch: () => Promise<string>) => { data?: string }) {
  calls.count = 0;
  const seen: number[] = [];
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const counted = (fetch: () => Promise<string>) => () => {
    calls.count += 1;
    return fetch();
  };
  render(
    <QueryClientProvider client={client}>
      <Screen useData={(fetch) => useData(counted(fetch))} seen={seen} />
    </QueryClientProvider>,
  );
  return seen;
}

describe('useScreenQuery', () => {
  it('starts the fetch before the screen body renders, where useQuery starts it only after commit', async () => {
    const plain = renderWith((queryFn) => useQuery({ queryKey: ['list'], queryFn }));
    await screen.findByText('两条记录');
    expect(plain[0]).toBe(0);
    expect(calls.count).toBe(1);
  });

  it('fetches once: useQuery joins the fetch already in flight, and the data shows', async () => {
    const early = renderWith((queryFn) => useScreenQuery({ queryKey: ['list'], queryFn }));
    await screen.findByText('两条记录');
    expect(early[0]).toBe(1);
    expect(calls.count).toBe(1);
  });

  it('does not fetch a disabled query', () => {
    const disabled = renderWith((queryFn) => useScreenQuery({ queryKey: ['list'], queryFn, enabled: false }));
    expect(disabled[0]).toBe(0);
    expect(calls.count).toBe(0);
    expect(screen.getByText('加载中')).toBeTruthy();
  });
});
