// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDomStubs } from '@/test/dom-stubs';
import { renderThemed } from '@/test/render-themed';
import { RunResult } from './RunResult';

beforeAll(installDomStubs);
afterEach(cleanup);

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('RunResult', () => {
  it('words the answer as the action page does: network by name, counts grouped, gas in gwei', () => {
    const from = '0x9f8f72aa9304c8b593d555f12ef6589cc3a579a2';
    renderThemed(
      <RunResult
        result={[
          { key: 'txHash', value: `0x${'ab'.repeat(32)}` },
          { key: 'network', value: 'ethereum' },
          { key: 'from', value: from },
          { key: 'gasLimit', value: '10000000' },
          { key: 'gasPrice', value: '25000000000' },
          { key: 'nonce', value: 12345 },
          { key: 'custom', value: { a: 1 } },
        ]}
      />,
    );
    expect(within(row('Network')).getByText('Ethereum')).toBeInTheDocument();
    expect(within(row('Gas limit')).getByText('10,000,000')).toBeInTheDocument();
    expect(within(row('Nonce')).getByText('12,345')).toBeInTheDocument();
    expect(within(row('Gas price')).getByText('25 gwei')).toBeInTheDocument();
    expect(within(row('From')).getByText(from)).toBeInTheDocument();
    expect(within(row('From')).getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(within(row('custom')).getByText('{"a":1}')).toBeInTheDocument();
  });

  it('shows what it cannot read as the service sent it', () => {
    renderThemed(
      <RunResult
        result={[
          { key: 'network', value: 'no-such-chain' },
          { key: 'from', value: 'not an address' },
          { key: 'gasLimit', value: 'lots' },
        ]}
      />,
    );
    expect(within(row('Network')).getByText('no-such-chain')).toBeInTheDocument();
    expect(within(row('From')).getByText('not an address')).toBeInTheDocument();
    expect(within(row('Gas limit')).getByText('lots')).toBeInTheDocument();
  });
});
