// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ApiError } from '@/api/http';
import { installDomStubs } from '@/test/dom-stubs';
import { renderThemed } from '@/test/render-themed';
import { TextField } from './fields';
import { FormShell } from './FormShell';
import { useResourceForm } from './use-resource-form';

beforeAll(installDomStubs);
afterEach(cleanup);

const Schema = z.object({
  name: z.string().check(z.minLength(1, { error: 'name is required' })),
  rows: z.array(z.string().check(z.minLength(1, { error: 'must not be empty' }))),
  total: z.string(),
});

/** A row added after the form was drawn sits above the fields that registered first. */
function Demo({ whole }: { whole?: boolean }) {
  const kit = useResourceForm(
    whole
      ? z.object({
          name: z.string(),
          rows: z.array(z.string()),
          total: z.string().check(z.refine(() => false, { error: 'the rows must add up' })),
        })
      : Schema,
    { defaultValues: { name: '', rows: [], total: '' }, labels: { name: 'Name' } },
  );
  const [rows, setRows] = useState(0);
  return (
    <FormShell
      kit={kit}
      label="Demo"
      guard={false}
      submitLabel="Save"
      onSubmit={kit.submit(() => Promise.resolve(null))}
    >
      <button
        type="button"
        onClick={() => {
          kit.form.setValue('rows', ['']);
          setRows(1);
        }}
      >
        Add row
      </button>
      {rows > 0 && <TextField control={kit.form.control} name="rows.0" label="Row 1" />}
      {!whole && <TextField control={kit.form.control} name="name" label="Name" />}
    </FormShell>
  );
}

describe('the first refused field takes the focus after a refused submit', () => {
  it('in the order of the page, not the order the fields registered in', async () => {
    const user = userEvent.setup();
    renderThemed(<Demo />);
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const row = screen.getByRole('textbox', { name: 'Row 1' });
    await waitFor(() => expect(row).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('is the summary when no field is refused on its own', async () => {
    const user = userEvent.setup();
    renderThemed(<Demo whole />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the highlighted fields');
  });
});

describe('the error summary’s lines are links to their fields', () => {
  it('takes the user from a line to its field, the rules’ and the service’s alike', async () => {
    const user = userEvent.setup();
    renderThemed(<Demo />);
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Row 1' })).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Name is required' }));
    expect(name).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Rows: Must not be empty' }));
    expect(screen.getByRole('textbox', { name: 'Row 1' })).toHaveFocus();
  });

  it('links a service complaint about a field, not one about the whole record', async () => {
    const user = userEvent.setup();
    function Refused() {
      const kit = useResourceForm(Schema, {
        defaultValues: { name: 'taken', rows: [], total: '' },
        labels: { name: 'Name' },
      });
      const refuse = () =>
        Promise.reject(new ApiError(400, 'Validation failed', ['name: already taken', 'quota']));
      return (
        <FormShell
          kit={kit}
          label="Refused"
          guard={false}
          submitLabel="Save"
          onSubmit={kit.submit(refuse)}
        >
          <TextField control={kit.form.control} name="name" label="Name" />
        </FormShell>
      );
    }
    renderThemed(<Refused />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const line = await screen.findByRole('link', { name: 'Name: Already taken' });
    expect(screen.getByRole('alert')).toHaveTextContent('quota');
    expect(screen.queryByRole('link', { name: 'quota' })).not.toBeInTheDocument();
    await user.click(line);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
  });
});
