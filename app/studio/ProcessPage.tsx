import { Sections } from "../content/Sections";
import { ContentProvider } from "../content/ContentProvider";
import { processCopy } from "./content/process";
import { PageHero } from "./PageHero";
import { ProcessSteps } from "./process/ProcessSteps";
import { ProcessFaq } from "./process/ProcessFaq";
import { QuoteCallout } from "./QuoteCallout";

export function ProcessPage() {
  return (
    <ContentProvider namespace="process" copy={processCopy}>
      <Sections page="process">
        <PageHero
          key="hero"
          eyebrow="process.hero.eyebrow"
          title="process.hero.title"
          text="process.hero.text"
        />
        <ProcessSteps key="steps" />
        <ProcessFaq key="faq" />
        <QuoteCallout
          key="cta"
          title="process.cta.title"
          text="process.cta.text"
          button="process.cta.button"
        />
      </Sections>
    </ContentProvider>
  );
}
