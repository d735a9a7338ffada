import { useLocation } from "react-router";
import { HomePage } from "./home/HomePage";
import MiningSite from "./MiningSite";

/**
 * The mining template's home page with its own chrome; the template registry
 * loads it for /templates/modern-mining. Its links go to the main pages, which
 * show the mining variant once this page has set the mining context.
 */
export default function MiningHomeView() {
  const { pathname } = useLocation();
  return (
    <MiningSite pathname={pathname} linkBase="">
      <HomePage />
    </MiningSite>
  );
}
