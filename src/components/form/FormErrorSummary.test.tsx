// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import { installDomStubs } from '@/test/dom-stubs';
import { renderThemed } from '@/test/render-themed';
import { FormErrorSummary } from './FormErrorSummary';

beforeAll(installDomStubs);
afterEach(cleanup);

describe('FormErrorSummary', () => {
  it('words the service’s generic refusal itself, over what its errors say', () => {
    const error = new ApiError(400, 'Validation failed', ['code: Invalid code']);
    renderThemed(<FormErrorSummary error={error} failure="Not enrolled" />);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Not enrolled — the service refused:');
    expect(summary).toHaveTextContent('Code: Invalid code');
    expect(summary).not.toHaveTextContent('Validation failed');
    expect(summary).toHaveTextContent('nothing was lost');
  });

  it('keeps a message that says something, and a generic one with nothing under it', () => {
    renderThemed(
      <FormErrorSummary error={new ApiError(409, 'A project with this name exists', [])} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Not saved — A project with this name exists',
    );
    cleanup();
    renderThemed(<FormErrorSummary error={new ApiError(400, 'Validation failed', [])} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved — Validation failed');
  });

  it('lists only the complaints that still stand, and says what the service said besides', () => {
    const errors = ['name: already taken', 'tags: too many', 'quota reached'];
    const standing = (path: string) => path !== 'name';
    renderThemed(
      <FormErrorSummary
        error={new ApiError(400, 'Validation failed', errors)}
        standing={standing}
      />,
    );
    const summary = screen.getByRole('alert');
    expect(summary).not.toHaveTextContent('already taken');
    expect(summary).toHaveTextContent('Tags: Too many');
    expect(summary).toHaveTextContent('quota reached');
    cleanup();
    renderThemed(
      <FormErrorSummary
        error={new ApiError(409, 'Conflict with another save', ['name: already taken'])}
        standing={standing}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not saved — Conflict with another save');
    expect(screen.getByRole('alert')).not.toHaveTextContent('already taken');
    cleanup();
    renderThemed(
      <FormErrorSummary
        error={new ApiError(400, 'Validation failed', ['name: already taken'])}
        standing={standing}
      />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
