import type { ReactNode } from "react";

/** A footer's last line: the copyright, then the links `children` hold. */
export function FooterBaseline({
  copyright,
  children,
  className = "",
}: {
  copyright: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="border-t border-line">
      <div
        className={`mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm text-fg-muted sm:flex-row sm:items-center sm:justify-between sm:px-6 ${className}`}
      >
        <p>{copyright}</p>
        {children}
      </div>
    </div>
  );
}
