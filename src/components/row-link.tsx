import { useRouter, type LinkComponentProps, type RegisteredRouter } from '@tanstack/react-router';
import {
  forwardRef,
  useRef,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';

/**
 * A link to a table row's record, typed as the router's Link for `to` and `params`, and lighter
 * to render. The router's Link builds its location for every link it renders (route matching,
 * path interpolation, its active state) and subscribes each to the router's location: two links
 * a row, every row rendered again as a long list scrolls. Here the href of a `to` is built once
 * by the router, with marks for its params, and each row's link fills in its ids (encoded as the
 * router encodes a path's params); a plain click navigates with the router, and hovering or
 * focusing preloads as the router's Link does ('intent', after the router's delay, unless the link
 * has left the page by then). Written by hand because no part of the router builds many links of
 * one route cheaply. Left out, by type: the router's other options (search, hash, replace…: the
 * router's Link has them) and an active state (a row's record is never the page shown).
 */
type RouterOption =
  | 'search'
  | 'hash'
  | 'state'
  | 'mask'
  | 'from'
  | 'unsafeRelative'
  | 'reloadDocument'
  | 'preload'
  | 'preloadDelay'
  | 'preloadIntentProximity'
  | 'hashScrollIntoView'
  | 'replace'
  | 'startTransition'
  | 'resetScroll'
  | 'viewTransition'
  | 'ignoreBlocker'
  | 'activeProps'
  | 'inactiveProps'
  | 'activeOptions'
  | 'disabled'
  // Its own handlers and target, which a row link does not take either.
  | 'onClick'
  | 'onMouseEnter'
  | 'onMouseLeave'
  | 'onFocus'
  | 'onBlur'
  | 'onTouchStart'
  | 'target';

export type RowLinkComponent<C> = <const TTo extends string | undefined = undefined>(
  props: LinkComponentProps<C, RegisteredRouter, string, TTo> & { [O in RouterOption]?: never },
) => ReactElement;

type Router = ReturnType<typeof useRouter>;
type Params = Record<string, string | number>;
const MARK = 'vigil0param0';
const templates = new WeakMap<Router, Map<string, string>>();

function hrefOf(router: Router, to: string, params: Params): string {
  const names = Object.keys(params);
  let byTo = templates.get(router);
  if (!byTo) templates.set(router, (byTo = new Map<string, string>()));
  let template = byTo.get(to);
  if (template === undefined) {
    const next = router.buildLocation({
      to,
      params: Object.fromEntries(names.map((n, i) => [n, `${MARK}${i}z`])),
    } as never);
    const shown = next.maskedLocation ?? next;
    const history = router.history as { createHref: (path: string) => string };
    template = history.createHref(shown.publicHref ?? shown.href ?? to) || '/';
    byTo.set(to, template);
  }
  return names.reduce<string>(
    (href, n, i) => href.replace(`${MARK}${i}z`, encodeURIComponent(params[n] ?? '')),
    template,
  );
}

export function rowLink<C>(Base: C): RowLinkComponent<C> {
  const Host = Base as ComponentType<Record<string, unknown>>;
  return forwardRef(function RowLink(
    { to, params, ...props }: { to: string; params: Params },
    ref: Ref<HTMLAnchorElement>,
  ) {
    const router = useRouter();
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    const preload = () => {
      if (router.options.defaultPreload === 'intent')
        router.preloadRoute({ to, params } as never).catch(console.warn);
    };
    const cancel = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    };
    // A link that leaves the page before the delay (its row scrolled out, the page left) preloads
    // nothing: checked when the timer fires, not by an effect in every row's link.
    const enqueue = (e: { currentTarget: Element }) => {
      const link = e.currentTarget;
      timer.current ??= setTimeout(() => {
        timer.current = undefined;
        if (link.isConnected) preload();
      }, router.options.defaultPreloadDelay);
    };
    return (
      <Host
        ref={ref}
        {...props}
        href={hrefOf(router, to, params)}
        onClick={(e: MouseEvent<HTMLAnchorElement>) => {
          if (e.button || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
          e.preventDefault();
          cancel();
          void router.navigate({ to, params } as never);
        }}
        onMouseEnter={enqueue}
        onFocus={enqueue}
        onMouseLeave={cancel}
        onBlur={cancel}
        onTouchStart={preload}
      />
    );
  }) as unknown as RowLinkComponent<C>;
}
