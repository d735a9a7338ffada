import type { ReactNode } from "react";
import { ContentProvider } from "../content/ContentProvider";
import type { GalleryCard } from "../templates/gallery-card";

/**
 * One template's card copy under `templateCard`, registered and provided as
 * that template's instance (its slug): whatever shows the template inside
 * renders its words by text id, and an edit of one card stays on that card.
 */
export function CardCopy({
  template,
  children,
}: {
  template: { slug: string; card: GalleryCard };
  children: ReactNode;
}) {
  return (
    <ContentProvider namespace="templateCard" copy={template.card} instance={template.slug}>
      {children}
    </ContentProvider>
  );
}
