import type { ReactNode } from "react";
import { Text } from "../content/Text";
import type { TextId } from "../content/namespaces";
import { OwnerGate, type GateTexts } from "./OwnerGate";

/** The frame of an owner's page (`noindex`): its heading, and its content behind the gate. */
export function OwnerPage({
  heading,
  gate,
  children,
}: {
  heading: { eyebrow: TextId; title: TextId; intro: TextId };
  gate: GateTexts;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-32 pb-20 sm:px-6 sm:pt-40">
      <p className="text-sm font-bold tracking-[0.16em] text-accent uppercase">
        <Text id={heading.eyebrow} />
      </p>
      <h1 className="mt-4 text-4xl font-extrabold sm:text-5xl">
        <Text id={heading.title} />
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-fg-muted">
        <Text id={heading.intro} />
      </p>
      <div className="mt-10">
        <OwnerGate texts={gate}>{children}</OwnerGate>
      </div>
    </div>
  );
}
