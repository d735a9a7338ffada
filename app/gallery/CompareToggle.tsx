import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { ActionButton } from "../ui/ActionButton";
import { Icon } from "../ui/Icon";

/** Adds a template to the comparison or takes it out; pressed while it is in. */
export function CompareToggle({
  title,
  comparing,
  onCompare,
  className,
}: {
  title: string;
  comparing: boolean;
  onCompare: () => void;
  className: string;
}) {
  const t = useText();
  return (
    <ActionButton
      aria-pressed={comparing}
      aria-label={t("galleryCards.card.compareLabel", { title })}
      onClick={onCompare}
      className={className}
    >
      <Icon name={comparing ? "check" : "plus"} className="size-4" />
      <Text id="galleryCards.card.compare" />
    </ActionButton>
  );
}
