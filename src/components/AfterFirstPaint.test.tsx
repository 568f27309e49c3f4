// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint', () => {
  it('draws the page before its children, then the children', async () => {
    const atFirstCommit: (HTMLElement | null)[] = [];
    function Summary() {
      useLayoutEffect(() => {
        atFirstCommit.push(screen.queryByText('History'));
      }, []);
      return <h1>Summary</h1>;
    }
    render(
      <>
        <Summary />
        <AfterFirstPaint>
          <p>History</p>
        </AfterFirstPaint>
      </>,
    );
    expect(await screen.findByText('History')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
    expect(atFirstCommit).toEqual([null]);
  });
});
