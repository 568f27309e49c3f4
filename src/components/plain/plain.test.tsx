// @vitest-environment jsdom
import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Button,
  MantineProvider,
  NativeSelect,
  Pagination,
  Paper,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import actionIconClasses from '@mantine-classes/ActionIcon/ActionIcon.module.mjs';
import badgeClasses from '@mantine-classes/Badge/Badge.module.mjs';
import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/styles/theme';
import { SafeAvatar } from '@/components/SafeImage';
import { installDomStubs } from '@/test/dom-stubs';
import { drawn, shape, unwrapped } from '@/test/mantine-shape';
import { PlainAlert } from './PlainAlert';
import { PlainBadge } from './PlainBadge';
import { PlainButton } from './PlainButton';
import { PlainIconButton } from './PlainIconButton';
import { PlainPagination } from './PlainPagination';
import { PlainPaper } from './PlainPaper';
import { PlainSelect } from './PlainSelect';
import { PlainText } from './PlainText';
import { PlainTextInput } from './PlainTextInput';
import { PlainTitle } from './PlainTitle';

installDomStubs();

const icon = <svg data-icon="" />;

describe('the plain elements are drawn as the Mantine components they stand for', () => {
  it('buttons', () => {
    expect(drawn(<PlainButton>Save</PlainButton>)).toEqual(drawn(<Button>Save</Button>));
    expect(
      drawn(
        <PlainButton variant="default" leftSection={icon}>
          Export
        </PlainButton>,
      ),
    ).toEqual(
      drawn(
        <Button variant="default" leftSection={icon}>
          Export
        </Button>,
      ),
    );
    expect(
      drawn(
        <PlainButton variant="light" size="xs">
          Paste
        </PlainButton>,
      ),
    ).toEqual(
      drawn(
        <Button variant="light" size="xs">
          Paste
        </Button>,
      ),
    );
  });

  it('icon buttons, the icon without the span Mantine keeps for its loader', () => {
    const mantine = (ui: ReactElement) => unwrapped(drawn(ui), actionIconClasses.icon ?? '');
    expect(
      drawn(
        <PlainIconButton variant="default" size="input" aria-label="Sort">
          {icon}
        </PlainIconButton>,
      ),
    ).toEqual(
      mantine(
        <ActionIcon variant="default" size={36} aria-label="Sort">
          {icon}
        </ActionIcon>,
      ),
    );
    const del = drawn(
      <PlainIconButton color="red" aria-label="Delete">
        {icon}
      </PlainIconButton>,
    );
    expect(del).toEqual(
      mantine(
        <ActionIcon variant="subtle" color="red" aria-label="Delete">
          {icon}
        </ActionIcon>,
      ),
    );
    expect(del.children).toEqual([
      { tag: 'svg', classes: [], data: { 'data-icon': '' }, children: [] },
    ]);
  });

  it('badges, the text without its label span', () => {
    const mantine = (ui: ReactElement) => unwrapped(drawn(ui), badgeClasses.label ?? '');
    expect(
      drawn(
        <PlainBadge color="teal" size="sm">
          active
        </PlainBadge>,
      ),
    ).toEqual(
      mantine(
        <Badge color="teal" variant="light" size="sm">
          active
        </Badge>,
      ),
    );
    expect(
      drawn(
        <PlainBadge variant="outline" size="md">
          Tenant 1
        </PlainBadge>,
      ),
    ).toEqual(
      mantine(
        <Badge variant="outline" size="md">
          Tenant 1
        </Badge>,
      ),
    );
  });

  it('text inputs and selects', () => {
    expect(drawn(<PlainTextInput label="Search" placeholder="Name" leftSection={icon} />)).toEqual(
      drawn(<TextInput label="Search" placeholder="Name" leftSection={icon} />),
    );
    expect(drawn(<PlainSelect label="Status" data={['Any', 'ACTIVE']} />)).toEqual(
      drawn(<NativeSelect label="Status" data={['Any', 'ACTIVE']} />),
    );
    expect(drawn(<PlainSelect aria-label="Rows per page" size="xs" data={['10', '25']} />)).toEqual(
      drawn(<NativeSelect aria-label="Rows per page" size="xs" data={['10', '25']} />),
    );
  });

  it("wear the class the focus ring reads, as Mantine's inputs do", () => {
    const ring = /^\.([\w-]+):focus,$/m.exec(readFileSync('src/styles/focus.css', 'utf8'))?.[1];
    expect(ring).toBe('mantine-Input-input');
    const { container } = render(
      <MantineProvider theme={theme}>
        <TextInput label="Mantine" />
        <PlainTextInput label="Search" />
        <PlainSelect label="Status" data={['Any']} />
      </MantineProvider>,
    );
    const fields = container.querySelectorAll('input, select');
    expect(fields).toHaveLength(3);
    fields.forEach((field) => expect(field).toHaveClass(ring ?? ''));
  });

  it('page buttons, with the dots of a long range', () => {
    const noop = () => undefined;
    for (const value of [1, 5, 10]) {
      expect(drawn(<PlainPagination total={10} value={value} onChange={noop} />)).toEqual(
        drawn(<Pagination total={10} value={value} onChange={noop} size="sm" siblings={1} />),
      );
    }
  });

  it('alerts, text, titles and boxes', () => {
    expect(drawn(<PlainAlert title="Could not load">Why</PlainAlert>)).toEqual(
      drawn(
        <Alert color="red" variant="light" title="Could not load">
          Why
        </Alert>,
      ),
    );
    expect(
      drawn(
        <PlainText size="sm" dimmed truncate>
          x
        </PlainText>,
      ),
    ).toEqual(
      drawn(
        <Text size="sm" c="dimmed" truncate>
          x
        </Text>,
      ),
    );
    expect(drawn(<PlainTitle order={1}>Projects</PlainTitle>)).toEqual(
      drawn(<Title order={1}>Projects</Title>),
    );
    expect(drawn(<PlainPaper>p</PlainPaper>)).toEqual(drawn(<Paper withBorder>p</Paper>));
  });

  it("avatars: Mantine's initials and initials colour for a name", () => {
    for (const name of ['Bridge Monitoring', 'NFT Marketplace', 'treasury', 'A b c']) {
      const { container, unmount } = render(
        <MantineProvider theme={theme}>
          <Avatar src={null} alt="" name={name} color="initials" />
          <SafeAvatar src={null} name={name} />
        </MantineProvider>,
      );
      const [theirs, ours] = [...container.querySelectorAll('[class*="m_f85678b6"]')];
      expect(ours?.textContent).toBe(theirs?.textContent);
      const color = /--avatar-bg: var\(--mantine-color-(\w+)-light\)/.exec(
        theirs?.getAttribute('style') ?? '',
      )?.[1];
      expect(ours?.getAttribute('data-color')).toBe(color);
      expect(shape(ours!).children).toEqual(shape(theirs!).children);
      unmount();
    }
  });
});
