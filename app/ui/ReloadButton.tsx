import { Text } from "../content/Text";
import { buttonClass, type ButtonSize } from "./button-styles";

/** Reloads the page: what a visitor can do when part of it failed. */
export function ReloadButton({
  size = "lg",
  className = "",
}: {
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className={buttonClass("primary", size, className)}
    >
      <Text id="common.error.reload" />
    </button>
  );
}
