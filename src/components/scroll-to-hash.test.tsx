import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useScrollToHash } from './scroll-to-hash.ts';

function Page({ drawn }: { drawn: boolean }) {
  useScrollToHash(drawn);
  return (
    <main>
      <h1>Application</h1>
      {drawn && <div id="signatures">Signatures</div>}
    </main>
  );
}

function renderAt(path: string, drawn: boolean) {
  const scroll = vi.fn();
  Element.prototype.scrollIntoView = scroll;
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Page drawn={drawn} />
    </MemoryRouter>,
  );
  return { scroll, view };
}

describe('useScrollToHash', () => {
  it('brings the part the address names into view, with the focus', () => {
    const { scroll, view } = renderAt('/applications/7#signatures', true);
    const part = view.getByText('Signatures');
    expect(scroll).toHaveBeenCalledOnce();
    expect(scroll.mock.contexts[0]).toBe(part);
    expect(part).toHaveFocus();
    expect(part).toHaveAttribute('tabindex', '-1');
  });

  it('waits for the page to be drawn, and does nothing without a part or for an unknown one', () => {
    expect(renderAt('/applications/7#signatures', false).scroll).not.toHaveBeenCalled();
    expect(renderAt('/applications/7', true).scroll).not.toHaveBeenCalled();
    expect(renderAt('/applications/7#nowhere', true).scroll).not.toHaveBeenCalled();
  });
});
