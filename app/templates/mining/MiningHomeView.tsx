import { ComingSoon } from "../../studio/ComingSoon";

/** The mining template's home page with its own chrome (the registry loads it for modern-mining). */
export default function MiningHomeView() {
  return <ComingSoon page="templateEntry" />;
}
