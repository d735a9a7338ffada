import type { ComponentProps } from "react";
import { Link } from "react-router";
import { useLocalizedPath } from "./useLocalizedPath";

type Props = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

/** The one way to link inside the site: the path is written once, in English form. */
export function LocalizedLink({ to, ...props }: Props) {
  const localize = useLocalizedPath();
  return <Link to={localize(to)} {...props} />;
}
