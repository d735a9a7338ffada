import type { ReactNode } from "react";

/** A desktop browser window drawn in CSS around a picture of a page: its bar and address. */
export function BrowserFrame({
  address,
  className = "",
  children,
}: {
  address: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={`overflow-hidden rounded-xl border border-white/15 bg-[#0c1424] shadow-[0_30px_70px_-20px_rgb(0_0_0/0.65)] ${className}`}
    >
      <div
        aria-hidden="true"
        className="flex items-center gap-1.5 border-b border-white/10 px-3 py-2"
      >
        <span className="size-2.5 rounded-full bg-[#f87171]/70" />
        <span className="size-2.5 rounded-full bg-[#fbbf24]/70" />
        <span className="size-2.5 rounded-full bg-[#34d399]/70" />
        <span className="ml-3 min-w-0 flex-1 overflow-hidden rounded-md bg-white/6 px-2.5 py-0.5 text-[0.68rem] whitespace-nowrap text-fg-muted">
          {address}
        </span>
      </div>
      <div className="[&>img]:block [&>img]:h-auto [&>img]:w-full">{children}</div>
    </div>
  );
}
