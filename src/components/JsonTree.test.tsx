// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDomStubs } from '@/test/dom-stubs';
import { renderThemed } from '@/test/render-themed';
import { JsonTree } from './JsonTree';

describe('JsonTree', () => {
  beforeAll(installDomStubs);

  it('says which date an epoch-millisecond time field stands for, beside the number', () => {
    const lastLoginAt = Date.UTC(2026, 10, 20, 9, 30);
    renderThemed(
      <JsonTree
        label="User meta"
        data={{
          lastLoginAt,
          retries: 1_732_000_000_000,
          blockTime: 1_732_000_000,
          locale: 'en-GB',
        }}
      />,
    );
    const tree = screen.getByRole('list', { name: 'User meta' });
    const login = within(tree).getByText('lastLoginAt:', { exact: false }).closest('li');
    expect(login).toHaveTextContent(String(lastLoginAt));
    expect(login?.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T09:30:00.000Z');
    // Not a time by its name, or not milliseconds: the number alone.
    for (const key of ['retries:', 'blockTime:'])
      expect(
        within(tree).getByText(key, { exact: false }).closest('li')?.querySelector('time'),
      ).toBeNull();
  });
});
