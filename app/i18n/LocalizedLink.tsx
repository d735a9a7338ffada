import type { ComponentProps, SyntheticEvent } from "react";
import { Link } from "react-router";
import { prefetchPage } from "../ui/prefetch";
import { useLocalizedPath } from "./useLocalizedPath";

type Props = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

/**
 * The one way to link inside the site: the path is written once, in English
 * form. The page it leads to starts loading when the visitor shows intent.
 */
export function LocalizedLink({ to, onPointerEnter, onFocus, onTouchStart, ...props }: Props) {
  const localize = useLocalizedPath();
  const href = localize(to);
  const intent = (event: SyntheticEvent<HTMLAnchorElement>) =>
    prefetchPage(event.currentTarget.href || href);
  return (
    <Link
      to={href}
      onPointerEnter={(event) => {
        intent(event);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        intent(event);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        intent(event);
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}
