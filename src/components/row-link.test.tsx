// @vitest-environment jsdom
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnchorLink, RowAnchorLink } from './links';

type Loose = ComponentType<Record<string, unknown>>;
/** The first row link, and a button that unmounts it (as a row scrolled out of a virtual list). */
function Seven() {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && (
        <Row to="/items/$itemId" params={{ itemId: 7 }}>
          Seven
        </Row>
      )}
      <button onClick={() => setShown(false)}>Hide seven</button>
    </>
  );
}
const Row = RowAnchorLink as unknown as Loose;
const Router = AnchorLink as unknown as Loose;

function setup(basepath?: string) {
  const loader = vi.fn((_: { params: unknown; preload: boolean }) => null);
  const root = createRootRoute({
    component: () => (
      <>
        <Seven />
        <Row to="/items/$itemId/edit" params={{ itemId: 'a-b_9' }} aria-label="Edit a-b_9">
          edit
        </Row>
        <Row to="/items/$itemId" params={{ itemId: 'one two/ü' }}>
          Spaced
        </Row>
        <Router to="/items/$itemId" params={{ itemId: 'one two/ü' }}>
          Spaced by the router
        </Router>
        <Router to="/items/$itemId" params={{ itemId: 7 }}>
          Seven by the router
        </Router>
        <Outlet />
      </>
    ),
  });
  const list = createRoute({ getParentRoute: () => root, path: '/', component: () => 'list' });
  const item = createRoute({
    getParentRoute: () => root,
    path: '/items/$itemId',
    loader,
    component: () => <p>item page</p>,
  });
  const edit = createRoute({ getParentRoute: () => root, path: '/items/$itemId/edit' });
  const router = createRouter({
    routeTree: root.addChildren([list, item, edit]),
    history: createMemoryHistory({ initialEntries: [basepath ? `${basepath}/` : '/'] }),
    defaultPreload: 'intent',
    basepath,
  });
  render(<RouterProvider router={router} />);
  return { router, loader };
}

describe('a row link', () => {
  it("has the href the router's Link gives the same options, the values filled into one template", async () => {
    setup('/console');
    const seven = await screen.findByRole('link', { name: 'Seven' });
    expect(seven).toHaveAttribute('href', '/console/items/7');
    expect(screen.getByRole('link', { name: 'Seven by the router' })).toHaveAttribute(
      'href',
      seven.getAttribute('href'),
    );
    expect(screen.getByRole('link', { name: 'Edit a-b_9' })).toHaveAttribute(
      'href',
      '/console/items/a-b_9/edit',
    );
    // A value that is not a plain id, encoded as the router encodes it.
    expect(screen.getByRole('link', { name: 'Spaced' })).toHaveAttribute(
      'href',
      screen.getByRole('link', { name: 'Spaced by the router' }).getAttribute('href'),
    );
    expect(screen.getByRole('link', { name: 'Spaced' })).toHaveAttribute(
      'href',
      '/console/items/one%20two%2F%C3%BC',
    );
  });

  it('navigates with the router on a plain click, and leaves a modified click to the browser', async () => {
    const { router } = setup();
    const seven = await screen.findByRole('link', { name: 'Seven' });
    const ctrl = fireEvent.click(seven, { ctrlKey: true });
    expect(ctrl).toBe(true); // not prevented: the browser opens a tab
    expect(router.state.location.pathname).toBe('/');
    const plain = fireEvent.click(seven);
    expect(plain).toBe(false);
    expect(await screen.findByText('item page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/items/7');
  });

  describe('hovered', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it("preloads after the router's delay, and not when the pointer leaves first", async () => {
      const { loader } = setup();
      const seven = await screen.findByRole('link', { name: 'Seven' });
      fireEvent.mouseEnter(seven);
      fireEvent.mouseLeave(seven);
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(loader).not.toHaveBeenCalled();
      fireEvent.mouseEnter(seven);
      await act(() => vi.advanceTimersByTimeAsync(200));
      await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
      expect(loader.mock.calls[0]?.[0]).toMatchObject({ params: { itemId: '7' }, preload: true });
    });

    it('preloads nothing for a link that leaves the page before the delay', async () => {
      const { loader } = setup();
      const seven = await screen.findByRole('link', { name: 'Seven' });
      fireEvent.mouseEnter(seven);
      fireEvent.click(screen.getByRole('button', { name: 'Hide seven' }));
      expect(screen.queryByRole('link', { name: 'Seven' })).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(loader).not.toHaveBeenCalled();
    });
  });
});
