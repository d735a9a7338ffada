import { Text } from "../../../content/Text";
import { SNOW_SECTIONS } from "./sections";

const LOOKS = {
  bar: {
    list: "flex items-center gap-1",
    link: "rounded-full px-3 py-2 text-sm font-semibold text-fg-muted transition duration-(--motion) hover:bg-surface-raised hover:text-fg",
  },
  menu: {
    list: "grid gap-1",
    link: "block rounded-xl px-3 py-3 text-lg font-semibold text-fg transition duration-(--motion) hover:bg-surface-raised",
  },
} as const;

/** The header's in-page anchors, as a bar (768 px and up) or in the menu (`onNavigate` closes it). */
export function SnowNavLinks({
  layout,
  onNavigate,
}: {
  layout: keyof typeof LOOKS;
  onNavigate?: () => void;
}) {
  const look = LOOKS[layout];
  return (
    <ul className={look.list}>
      {SNOW_SECTIONS.map((id) => (
        <li key={id}>
          <a href={`#${id}`} onClick={onNavigate} className={look.link}>
            <Text id={`snowSquatch.nav.links.${id}`} />
          </a>
        </li>
      ))}
    </ul>
  );
}
