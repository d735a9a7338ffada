import type { ComponentProps } from "react";
import { Link } from "react-router";
import { useLocalizedPath } from "./useLocalizedPath";

type Props = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

/**
 * The one way to link inside the site: the path is written once, in English
 * form. The code of the page it leads to starts loading when the visitor
 * shows intent (pointer over it, focus, touch): React Router's own prefetch.
 */
export function LocalizedLink({ to, ...props }: Props) {
  const localize = useLocalizedPath();
  return <Link to={localize(to)} prefetch="intent" {...props} />;
}
