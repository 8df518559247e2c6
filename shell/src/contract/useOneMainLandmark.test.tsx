import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useOneMainLandmark } from './useOneMainLandmark';

function Page() {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useOneMainLandmark(ref, '接口列表');
  return (
    <main>
      <button type="button" onClick={() => setShown(true)}>
        显示
      </button>
      <div ref={ref}>{shown ? <main id="operations">操作</main> : null}</div>
    </main>
  );
}

describe('useOneMainLandmark', () => {
  it('makes a <main> drawn inside the container later a named region: the page keeps one main landmark', async () => {
    render(<Page />);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    act(() => screen.getByRole('button', { name: '显示' }).click());
    // The observer runs after the mutation: wait for it.
    await screen.findByRole('region', { name: '接口列表' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('region', { name: '接口列表' }).id).toBe('operations');
  });
});
