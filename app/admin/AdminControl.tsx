import { useText } from "../content/useText";
import { Icon } from "../ui/Icon";
import { useHydrated } from "../ui/useHydrated";
import { useAdmin } from "./useAdmin";
import { ActionButton } from "../ui/ActionButton";

/**
 * The footer's admin control (SPEC §2.7): opens the log-in, or the dashboard
 * once logged in. `discreet` is the quiet variant of the studio's and the
 * barbershop's footers: small, muted, no icon.
 */
export function AdminControl({ discreet = false }: { discreet?: boolean }) {
  const t = useText();
  const { isAuthenticated, openAdmin, setupPending } = useAdmin();
  // A lazy footer may hydrate after this browser's log-in state is known: it
  // first matches the prerendered HTML (logged out), then shows the state.
  const hydrated = useHydrated();
  const label = t(
    !hydrated
      ? "common.admin.control"
      : isAuthenticated
        ? "common.admin.controlActive"
        : setupPending
          ? "common.admin.setup"
          : "common.admin.control",
  );
  return (
    <ActionButton
      onClick={openAdmin}
      aria-haspopup="dialog"
      className={
        discreet
          ? "min-h-6 px-1 text-xs text-fg-muted underline-offset-4 hover:text-fg hover:underline"
          : "inline-flex items-center gap-1.5 rounded-full text-sm text-fg-muted underline-offset-4 hover:text-fg hover:underline"
      }
    >
      {!discreet && <Icon name="keyRound" className="size-4" />}
      {label}
    </ActionButton>
  );
}
