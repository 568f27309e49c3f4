// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '@/test/dom-stubs';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { renderThemed } from '@/test/render-themed';
import { ChartFigure } from './ChartFigure';

beforeAll(installDomStubs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChartFigure', () => {
  it('draws its chart once the figure comes near the screen, a skeleton of its size before', () => {
    const show = stubIntersectionObserver();
    renderThemed(
      <ChartFigure label="Alerts per day" height={240}>
        <svg aria-label="the chart" />
      </ChartFigure>,
    );
    const figure = screen.getByRole('figure', { name: 'Alerts per day' });
    expect(screen.queryByLabelText('the chart')).toBeNull();
    expect(figure.firstElementChild?.getAttribute('style')).toContain('15rem'); // 240 px
    show();
    expect(screen.getByLabelText('the chart')).toBeInTheDocument();
  });
});
