// @vitest-environment jsdom
import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Button,
  Checkbox,
  MantineProvider,
  NativeSelect,
  Pagination,
  Paper,
  SegmentedControl,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/styles/theme';
import { SafeAvatar } from '@/components/SafeImage';
import { installDomStubs } from '@/test/dom-stubs';
import { renderThemed } from '@/test/render-themed';
import { PlainAlert } from './PlainAlert';
import { PlainBadge } from './PlainBadge';
import { PlainButton } from './PlainButton';
import { PlainCheckbox } from './PlainCheckbox';
import { PlainIconButton } from './PlainIconButton';
import { PlainPagination } from './PlainPagination';
import { PlainPaper } from './PlainPaper';
import { PlainSegmentedControl } from './PlainSegmentedControl';
import { PlainSelect } from './PlainSelect';
import { PlainTable, PlainTbody, PlainTd, PlainTh, PlainThead, PlainTr } from './PlainTable';
import { PlainText } from './PlainText';
import { PlainTextInput } from './PlainTextInput';
import { PlainTitle } from './PlainTitle';

installDomStubs();

/**
 * What Mantine's stylesheet reads of an element: its tag, Mantine's classes on it (the `m_…`
 * names and the global focus, press and responsive ones, not the unstyled `mantine-X-root`
 * names), its data attributes, and the same of its children.
 */
interface Shape {
  tag: string;
  classes: string[];
  data: Record<string, string>;
  children: Shape[];
}
const STYLED = /^(m_[0-9a-f]+|mantine-(focus-auto|active|rotate-rtl|(hidden|visible)-from-\w+))$/;
function shape(el: Element): Shape {
  return {
    tag: el.tagName.toLowerCase(),
    classes: [...el.classList].filter((c) => STYLED.test(c)).sort(),
    data: Object.fromEntries(
      [...el.attributes].filter((a) => a.name.startsWith('data-')).map((a) => [a.name, a.value]),
    ),
    children: [...el.children].map(shape),
  };
}

function drawn(ui: ReactElement, selector?: string): Shape {
  const { container, unmount } = renderThemed(ui);
  // MantineProvider's own <style> elements come first.
  const el = selector
    ? container.querySelector(selector)
    : [...container.children].find((c) => c.tagName !== 'STYLE');
  if (!el) throw new Error(`nothing drawn${selector ? ` at ${selector}` : ''}`);
  const s = shape(el);
  unmount();
  return s;
}

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

  it('icon buttons', () => {
    expect(
      drawn(
        <PlainIconButton variant="default" size="input" aria-label="Sort">
          {icon}
        </PlainIconButton>,
      ),
    ).toEqual(
      drawn(
        <ActionIcon variant="default" size={36} aria-label="Sort">
          {icon}
        </ActionIcon>,
      ),
    );
    expect(
      drawn(
        <PlainIconButton color="red" aria-label="Delete">
          {icon}
        </PlainIconButton>,
      ),
    ).toEqual(
      drawn(
        <ActionIcon variant="subtle" color="red" aria-label="Delete">
          {icon}
        </ActionIcon>,
      ),
    );
  });

  it('badges', () => {
    expect(
      drawn(
        <PlainBadge color="teal" size="sm">
          active
        </PlainBadge>,
      ),
    ).toEqual(
      drawn(
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
      drawn(
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

  it('checkboxes, checked and partly checked', () => {
    const inner = '[class*="m_26062bec"]';
    expect(drawn(<PlainCheckbox aria-label="Row" readOnly checked />, inner)).toEqual(
      drawn(<Checkbox aria-label="Row" readOnly checked />, inner),
    );
    expect(drawn(<PlainCheckbox aria-label="All" readOnly indeterminate />, inner)).toEqual(
      drawn(<Checkbox aria-label="All" readOnly indeterminate />, inner),
    );
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

  it('tables, bordered with a fixed layout and with theme spacing', () => {
    /** The table's shape and the CSS variables Mantine's rules read on it. */
    const table = (ui: ReactElement) => {
      const { container, unmount } = renderThemed(ui);
      const el = container.querySelector('table');
      if (!el) throw new Error('no table drawn');
      const vars = ['--table-layout', '--table-vertical-spacing'].map((v) =>
        el.style.getPropertyValue(v),
      );
      const drawnShape = shape(el);
      unmount();
      return { shape: drawnShape, vars };
    };
    expect(
      table(
        <PlainTable withTableBorder layout="fixed">
          <PlainThead>
            <PlainTr>
              <PlainTh>Input</PlainTh>
            </PlainTr>
          </PlainThead>
          <PlainTbody>
            <PlainTr>
              <PlainTd>asset</PlainTd>
            </PlainTr>
          </PlainTbody>
        </PlainTable>,
      ),
    ).toEqual(
      table(
        <Table withTableBorder layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Input</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>asset</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>,
      ),
    );
    expect(
      table(
        <PlainTable verticalSpacing="xs">
          <PlainTbody>
            <PlainTr>
              <PlainTd>key</PlainTd>
            </PlainTr>
          </PlainTbody>
        </PlainTable>,
      ),
    ).toEqual(
      table(
        <Table verticalSpacing="xs">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>key</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>,
      ),
    );
  });

  it('segmented controls, as Mantine draws them before measuring (no floating indicator)', () => {
    const data = [
      { value: 'bars', label: 'Bars' },
      { value: 'areas', label: 'Areas' },
    ];
    const drawnControl = (ui: ReactElement) => {
      const { container, unmount } = renderThemed(ui);
      const root = container.querySelector('[role="radiogroup"]');
      if (!(root instanceof HTMLElement)) throw new Error('no radio group drawn');
      const shadow = root.style.getPropertyValue('--sc-shadow');
      const drawnShape = shape(root);
      unmount();
      return { shape: drawnShape, shadow };
    };
    const theirs = drawnControl(
      <SegmentedControl aria-label="Kind" data={data} value="areas" onChange={() => undefined} />,
    );
    // Mantine's measured state: its indicator, and the mark that it has measured.
    const { 'data-initialized': _measured, ...rootData } = theirs.shape.data;
    const unmeasured = {
      ...theirs,
      shape: {
        ...theirs.shape,
        data: rootData,
        children: theirs.shape.children.filter((c) => c.tag !== 'span'),
      },
    };
    expect(
      drawnControl(
        <PlainSegmentedControl
          aria-label="Kind"
          data={data}
          value="areas"
          onChange={() => undefined}
        />,
      ),
    ).toEqual(unmeasured);
  });
});
