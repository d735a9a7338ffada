import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { GALLERY } from "./data";
import { CutSection } from "./ui";

/** Six original illustrations of the work, the tools and the shop (SPEC §2.10, §9). */
export function CutGallery() {
  const t = useText();
  return (
    <CutSection
      id="gallery"
      eyebrow="cutHome.gallery.eyebrow"
      title="cutHome.gallery.title"
      intro="cutHome.gallery.intro"
    >
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
              <figcaption className="flex items-center gap-3 border-t border-line px-4 py-3 text-sm font-bold tracking-[0.12em] uppercase">
                <span aria-hidden="true" className="h-0.5 w-5 bg-accent" />
                <Text id={`cutHome.gallery.items.${image.id}.caption`} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </CutSection>
  );
}
