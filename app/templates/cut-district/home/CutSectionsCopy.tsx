import type { ReactNode } from "react";
import { ContentProvider } from "../../../content/ContentProvider";
import { cutHomeSectionsCopy } from "../content/home-sections";

/** The words of the home's lazy sections (`cutHome.services` … `cutHome.testimonials`), which load with them. */
export function CutSectionsCopy({ children }: { children: ReactNode }) {
  return (
    <ContentProvider namespace="cutHome" copy={cutHomeSectionsCopy}>
      {children}
    </ContentProvider>
  );
}
