import type { ComponentType } from "react";
import type { Locale } from "../lib/storage-keys";
import type { Translation } from "../lib/text-path";
import { ContentProvider } from "./ContentProvider";
import type { Namespaces } from "./namespaces";

/**
 * A lazy section whose words are a part of its page's namespace (registry.ts, `defineCopyPart`):
 * the part is provided around it, so its words download with its code, not with the page.
 */
export function withCopyPart<N extends keyof Namespaces & string, K extends keyof Namespaces[N]>(
  namespace: N,
  copy: Record<Locale, Translation<Pick<Namespaces[N], K>>>,
  Section: ComponentType,
): ComponentType {
  function SectionWithItsWords() {
    return (
      <ContentProvider namespace={namespace} copy={copy}>
        <Section />
      </ContentProvider>
    );
  }
  return SectionWithItsWords;
}
