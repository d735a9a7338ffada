import { useLocation } from "react-router";
import "./fonts.css";
import HomePage from "./home/HomePage";
import MiningSite from "./MiningSite";

/**
 * The mining home in its chrome, outside the site's own routes: what an
 * unknown /templates/<slug> shows (SPEC §2.1, templates/fallback-view.tsx).
 */
export default function MiningHomeView() {
  const { pathname } = useLocation();
  return (
    <MiningSite pathname={pathname} linkBase="">
      <HomePage />
    </MiningSite>
  );
}
