import { Text } from "../content/Text";
import { buttonClass } from "./button-styles";

export function ReloadButton() {
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className={buttonClass("primary", "lg")}
    >
      <Text id="common.error.reload" />
    </button>
  );
}
