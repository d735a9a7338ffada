import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { Icon } from "../ui/Icon";

/** Adds a template to the comparison or takes it out; pressed while it is in; disabled until its code has run. */
export function CompareToggle({
  title,
  comparing,
  onCompare,
  disabled = false,
  className,
}: {
  title: string;
  comparing: boolean;
  onCompare: () => void;
  disabled?: boolean;
  className: string;
}) {
  const t = useText();
  return (
    <button
      type="button"
      aria-pressed={comparing}
      aria-label={t("galleryCards.card.compareLabel", { title })}
      onClick={onCompare}
      disabled={disabled}
      className={className}
    >
      <Icon name={comparing ? "check" : "plus"} className="size-4" />
      <Text id="galleryCards.card.compare" />
    </button>
  );
}
