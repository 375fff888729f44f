import { createContext, use, useRef, type ComponentProps, type SyntheticEvent } from 'react';
import { Link } from 'react-router';

/**
 * Starts a route's page module and data for an address inside the portal (src/app provides it:
 * the router resolves the route and runs its loader's prefetch). Without a provider, nothing.
 */
export const RoutePrefetchContext = createContext<(path: string) => void>(() => {});

/** How long a pointer rests on a link before it counts as intent (a pointer passing by does not). */
export const INTENT_DELAY_MS = 80;

type Target = string | ((element: Element) => string | null | undefined);

/**
 * Event handlers that prefetch the target route when a person shows intent: the pointer resting
 * on it, focus, or a touch starting. `target` is the address, or, for one handler on many links
 * (the dashboard's rows), how to read the address from the element the event reached.
 */
export function usePrefetchOnIntent(target: Target) {
  const prefetch = use(RoutePrefetchContext);
  const pending = useRef<{ path: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const pathOf = (event: SyntheticEvent) =>
    typeof target === 'string'
      ? target
      : event.target instanceof Element
        ? target(event.target)
        : null;
  const cancel = () => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  };
  const now = (event: SyntheticEvent) => {
    const path = pathOf(event);
    if (path) prefetch(path);
  };
  return {
    onPointerOver: (event: SyntheticEvent) => {
      const path = pathOf(event);
      if (!path || pending.current?.path === path) return;
      cancel();
      const timer = setTimeout(() => {
        pending.current = null;
        prefetch(path);
      }, INTENT_DELAY_MS);
      pending.current = { path, timer };
    },
    onPointerLeave: cancel,
    onFocus: now,
    onTouchStart: now,
  };
}

/** A router link that prefetches its target on intent (as Mantine's `component={IntentLink}` too). */
export function IntentLink(props: ComponentProps<typeof Link> & { to: string }) {
  const intent = usePrefetchOnIntent(props.to);
  return (
    <Link
      {...props}
      onPointerOver={(event) => {
        intent.onPointerOver(event);
        props.onPointerOver?.(event);
      }}
      onPointerLeave={(event) => {
        intent.onPointerLeave();
        props.onPointerLeave?.(event);
      }}
      onFocus={(event) => {
        intent.onFocus(event);
        props.onFocus?.(event);
      }}
      onTouchStart={(event) => {
        intent.onTouchStart(event);
        props.onTouchStart?.(event);
      }}
    />
  );
}
