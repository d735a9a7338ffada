import { useText } from "../content/useText";
import { site } from "../site.config";
import { SocialIcon } from "./SocialIcon";

export function SocialLinks() {
  const t = useText();
  return (
    <div className="mt-6">
      <p className="sr-only">{t("common.footer.socialLabel")}</p>
      <ul className="flex gap-2">
        {site.socials.map((social) => (
          <li key={social.id}>
            <a
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`common.footer.social.${social.id}`)}
              className="inline-flex size-11 items-center justify-center rounded-full border border-line text-fg-muted transition hover:border-white/30 hover:text-fg"
            >
              <SocialIcon id={social.id} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
