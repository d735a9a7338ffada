import type { ReactNode } from "react";
import { Text } from "../../../../content/Text";

/** One way to reach the shop: its icon, title, a line about it, and the number, address or link. */
export function ContactMethod({
  icon,
  method,
  children,
}: {
  icon: ReactNode;
  method: "call" | "email" | "visit";
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col border border-line border-t-accent bg-surface p-7 sm:p-8">
      <span className="grid size-12 place-items-center rounded-full border border-accent/50 text-accent">
        {icon}
      </span>
      <h3 className="mt-6 text-lg font-bold tracking-[0.06em] uppercase">
        <Text id={`cutContact.methods.${method}.title`} />
      </h3>
      <p className="mt-2 text-fg-muted">
        <Text id={`cutContact.methods.${method}.text`} />
      </p>
      {children}
    </li>
  );
}
