import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint.tsx';

describe('AfterFirstPaint', () => {
  it('draws what comes first at once, and its children after a frame, in place of a hidden block', async () => {
    const { container } = render(
      <main>
        <h1>Top</h1>
        <AfterFirstPaint>
          <h2>Below the fold</h2>
        </AfterFirstPaint>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Top' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Below the fold' })).toBeNull();
    const standIn = container.querySelector('main > div')!;
    expect(standIn).toHaveAttribute('aria-hidden', 'true');
    expect(standIn).toBeEmptyDOMElement();

    expect(await screen.findByRole('heading', { name: 'Below the fold' })).toBeInTheDocument();
    expect(container.querySelector('main > div')).toBeNull();
  });
});
