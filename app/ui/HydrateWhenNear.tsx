import {
  isValidElement,
  memo,
  Suspense,
  use,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { UNSAFE_DataRouterContext } from "react-router";
import { boundaryElements, createWake, dormantParts, type Wake } from "../lib/late-hydration";

/**
 * A part of the page below the fold (a section, a footer) that the first page
 * hydrates only when needed (lib/late-hydration.ts): until then its server
 * HTML stays as it is, readable, styled and linked, and React spends nothing
 * on it. It wakes when it comes near the viewport, when the visitor acts in
 * it (React then hydrates it at once and the event goes through), and on any
 * navigation. Rendered in the browser (after the first page), it is plain.
 *
 * A parent that renders again leaves a dormant part alone while its element
 * is the same (same component, same props): a new element would make React
 * draw the part again from scratch, or hold a transition until it hydrates.
 * A part whose props did change wakes first, so it hydrates, then updates.
 */
export const HydrateWhenNear = memo(function HydrateWhenNear({ children, eager = false }: Props) {
  const [wake] = useState(createWake);
  if (wake.committed) wake.wake();
  const marker = useRef<HTMLTemplateElement>(null);
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  useEffect(() => {
    wake.commit();
    if (wake.woken) return;
    const elements = marker.current ? boundaryElements<ChildNode>(marker.current) : [];
    const parts = elements.filter((node): node is Element => node instanceof Element);
    if (parts.length === 0) return wake.wake();
    const stopWatching = dormantParts.add(parts, wake, { awake: eager });
    // A navigation changes what every part reads (the location): React would
    // wait for a dormant part to hydrate before showing the next page.
    const stopRouter = router?.subscribe(() => {
      stopWatching();
      wake.wake();
    });
    return () => {
      stopWatching();
      stopRouter?.();
    };
  }, [wake, router, eager]);

  return (
    <>
      <template ref={marker} />
      <Suspense>
        <Gate wake={wake}>{children}</Gate>
      </Suspense>
    </>
  );
}, sameElement);

interface Props {
  children: ReactNode;
  /**
   * Hydrates as soon as it can, wherever it is (a part that waits for data rather
   * than for the visitor), a click on it meanwhile made again once it has.
   */
  eager?: boolean;
}

/** Whether two renders' children are the same element: the same component and key with the same props. */
function sameElement(
  { children: before, eager: wasEager }: Props,
  { children: after, eager }: Props,
): boolean {
  if (wasEager !== eager) return false;
  if (before === after) return true;
  if (!isValidElement(before) || !isValidElement(after)) return false;
  if (before.type !== after.type || before.key !== after.key) return false;
  const [previous, next] = [before.props, after.props] as Record<string, unknown>[];
  const keys = Object.keys(next!);
  return (
    keys.length === Object.keys(previous!).length &&
    keys.every((key) => Object.is(previous![key], next![key]))
  );
}

const noSubscription = () => () => {};

/** Holds hydration back until woken; never in the prerender, nor in a part rendered in the browser. */
function Gate({ wake, children }: { wake: Wake; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (hydrating && typeof document !== "undefined" && !wake.woken) use(wake.promise);
  return (
    <>
      {children}
      <Hydrated wake={wake} />
    </>
  );
}

/** Tells the part's wake once everything before it has hydrated (lib/late-hydration.ts replays a lost click then). */
function Hydrated({ wake }: { wake: Wake }) {
  useLayoutEffect(() => wake.markHydrated(), [wake]);
  return null;
}
