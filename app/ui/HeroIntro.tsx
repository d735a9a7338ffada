import type { ReactNode } from "react";
import type { TextId, TextParent } from "../content/namespaces";
import { Text } from "../content/Text";

/** A look for an introduction: class strings for its eyebrow, title, lead and actions row. */
export interface IntroLook {
  eyebrow: string;
  title: string;
  lead: string;
  actions?: string;
}

/**
 * The opening words of a hero or a feature block: the eyebrow (after `mark`, a dot),
 * the title (`h1` at `level` 1, else `h2`, with the id `titleId`), the lead, and the
 * calls to action (`children`) in a row, worded from `words` (`.eyebrow`, `.title`, `.<lead>`).
 */
export function HeroIntro({
  words,
  lead = "text",
  titleId,
  level,
  look,
  mark,
  children,
}: {
  words: TextParent<"eyebrow">;
  lead?: string;
  titleId: string;
  level: 1 | 2;
  look: IntroLook;
  mark?: ReactNode;
  children?: ReactNode;
}) {
  const at = (key: string) => `${words}.${key}` as TextId;
  const Title = level === 1 ? "h1" : "h2";
  return (
    <>
      <p className={look.eyebrow}>
        {mark}
        <Text id={at("eyebrow")} />
      </p>
      <Title id={titleId} className={look.title}>
        <Text id={at("title")} />
      </Title>
      <p className={look.lead}>
        <Text id={at(lead)} />
      </p>
      {children && <div className={look.actions}>{children}</div>}
    </>
  );
}
