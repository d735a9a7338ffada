import { useLocation } from "react-router";
import { stripLocale } from "../lib/locale-path";
import { ComingSoon } from "../studio/ComingSoon";
import { comingSoonMeta, type ComingSoonPage } from "../studio/coming-soon-meta";

const pageFor = (pathname: string) => stripLocale(pathname).slice(1) as ComingSoonPage;

export const meta = ({ location }: { location: { pathname: string } }) =>
  comingSoonMeta(pageFor(location.pathname))({ location });

export default function MainPagePlaceholder() {
  const { pathname } = useLocation();
  return <ComingSoon page={pageFor(pathname)} />;
}
