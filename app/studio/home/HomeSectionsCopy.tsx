import type { ReactNode } from "react";
import { ContentProvider } from "../../content/ContentProvider";
import { homeSectionsCopy } from "../content/home-sections";

/** The words of the home's later sections (`home.pillars`, `home.services`, `home.ready`), which load with them. */
export function HomeSectionsCopy({ children }: { children: ReactNode }) {
  return (
    <ContentProvider namespace="home" copy={homeSectionsCopy}>
      {children}
    </ContentProvider>
  );
}
