import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CmsPager } from './CmsPager';

function Harness({ total, onPage }: { total: number; onPage: (page: number) => void }) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  return (
    <CmsPager
      page={page}
      pageSize={pageSize}
      total={total}
      pageSizeOptions={[10, 20, 50]}
      onPageChange={(next) => {
        onPage(next);
        setPage(next);
      }}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(0);
      }}
    />
  );
}

const pages = () => within(screen.getByRole('navigation', { name: '分页' })).getAllByRole('button', { name: /^第 \d+ 页$/ }).map((b) => b.textContent);

describe('CmsPager', () => {
  it('shows the first and last page, a window, and jump buttons titled 向前 5 页 / 向后 5 页', async () => {
    const asked: number[] = [];
    render(<Harness total={302} onPage={(p) => asked.push(p)} />);
    const user = userEvent.setup();
    expect(screen.getByText('1–10 共 302')).toBeTruthy();
    expect(pages()).toEqual(['1', '2', '3', '4', '5', '6', '31']);
    expect(screen.queryByTitle('向前 5 页')).toBeNull();

    await user.click(screen.getByTitle('向后 5 页'));
    expect(screen.getByRole('button', { name: '第 6 页' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('51–60 共 302')).toBeTruthy();
    expect(pages()).toEqual(['1', '4', '5', '6', '7', '8', '31']);

    await user.click(screen.getByRole('button', { name: '第 31 页' }));
    expect(screen.getByText('301–302 共 302')).toBeTruthy();
    expect((screen.getByRole('button', { name: '下一页' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByTitle('向前 5 页'));
    expect(screen.getByRole('button', { name: '第 26 页' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: '上一页' }));
    await user.click(screen.getByRole('button', { name: '第 1 页' }));
    expect(asked).toEqual([5, 30, 25, 24, 0]);
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('changes the rows per page back to the first page; an empty list shows one page and 0–0 共 0', async () => {
    const { unmount } = render(<Harness total={302} onPage={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    await user.click(screen.getByRole('combobox', { name: '每页行数' }));
    await user.click(screen.getByRole('option', { name: '50 条/页' }));
    expect(screen.getByText('1–50 共 302')).toBeTruthy();
    expect(pages()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    unmount();
    render(<Harness total={0} onPage={() => undefined} />);
    expect(screen.getByText('0–0 共 0')).toBeTruthy();
    expect(pages()).toEqual(['1']);
  });
});
