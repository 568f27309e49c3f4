// @vitest-environment jsdom
import { SegmentedControl, Table } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { installDomStubs } from '@/test/dom-stubs';
import { drawnWithVars } from '@/test/mantine-shape';
import { PlainSegmentedControl } from './PlainSegmentedControl';
import { PlainTable, PlainTbody, PlainTd, PlainTh, PlainThead, PlainTr } from './PlainTable';

installDomStubs();

/** The plain elements of the screens after the first (plain.test.tsx has the first screen's). */
describe('the plain tables and segmented controls are drawn as Mantine draws them', () => {
  it('tables, bordered with a fixed layout and with theme spacing', () => {
    const vars = ['--table-layout', '--table-vertical-spacing'];
    expect(
      drawnWithVars(
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
        'table',
        vars,
      ),
    ).toEqual(
      drawnWithVars(
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
        'table',
        vars,
      ),
    );
    expect(
      drawnWithVars(
        <PlainTable verticalSpacing="xs">
          <PlainTbody>
            <PlainTr>
              <PlainTd>key</PlainTd>
            </PlainTr>
          </PlainTbody>
        </PlainTable>,
        'table',
        vars,
      ),
    ).toEqual(
      drawnWithVars(
        <Table verticalSpacing="xs">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>key</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>,
        'table',
        vars,
      ),
    );
  });

  it('segmented controls, as Mantine draws them before measuring (no floating indicator)', () => {
    const data = [
      { value: 'bars', label: 'Bars' },
      { value: 'areas', label: 'Areas' },
    ];
    const group = '[role="radiogroup"]';
    const theirs = drawnWithVars(
      <SegmentedControl aria-label="Kind" data={data} value="areas" onChange={() => undefined} />,
      group,
      ['--sc-shadow'],
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
      drawnWithVars(
        <PlainSegmentedControl
          aria-label="Kind"
          data={data}
          value="areas"
          onChange={() => undefined}
        />,
        group,
        ['--sc-shadow'],
      ),
    ).toEqual(unmeasured);
  });
});
