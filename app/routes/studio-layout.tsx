import { Outlet } from "react-router";
import StudioChrome from "../studio/StudioChrome";

/** Studio chrome, rendered once for every studio page (top bar, footer, phone contact bar). */
export default function StudioLayout() {
  return (
    <StudioChrome>
      <Outlet />
    </StudioChrome>
  );
}
