import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { GALLERY } from "./data";
import { CutSection } from "./ui";
import { cutHomeSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** Six original illustrations of the work, the tools and the shop (SPEC §2.10, §9). */
export const CutGallery = withCopyPart("cutHome", cutHomeSectionsCopy, CutGalleryBody);

function CutGalleryBody() {
  const t = useText();
  return (
    <CutSection
      id="gallery"
      eyebrow="cutHome.gallery.eyebrow"
      title="cutHome.gallery.title"
      intro="cutHome.gallery.intro"
    >
      <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {GALLERY.map((image) => (
          <li key={image.id} data-reveal>
            <figure className="group relative overflow-hidden border border-line bg-surface">
              <img
                src={image.src}
                alt={t(`cutHome.gallery.items.${image.id}.alt`)}
                width={800}
                height={600}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full object-cover transition duration-(--motion-slow) ease-out-soft motion-safe:group-hover:scale-[1.03]"
              />
              <figcaption className="flex items-center gap-2 border-t border-line px-3 py-2.5 text-xs font-bold tracking-[0.1em] uppercase sm:gap-3 sm:px-4 sm:py-3 sm:text-sm sm:tracking-[0.12em]">
                <span aria-hidden="true" className="hidden h-0.5 w-5 shrink-0 bg-accent sm:block" />
                <Text id={`cutHome.gallery.items.${image.id}.caption`} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </CutSection>
  );
}
