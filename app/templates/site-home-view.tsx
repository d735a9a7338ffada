import { useLocation } from "react-router";
import { chromeHomeOf, chromeOf, homeViewModule } from "./manifest";
import type { LazyModule, TemplateSite } from "./template-site";

const views = new WeakMap<TemplateSite, LazyModule>();

/**
 * The module of /templates/<slug> shown whole, outside its site's layout route
 * (the gallery loads it; an unknown slug shows mining's): its home page inside
 * its chrome, linking to the main pages, or the view it brings itself.
 */
export function homeViewOf(site: TemplateSite): LazyModule | undefined {
  const chrome = chromeOf(site);
  const homePage = chromeHomeOf(site);
  if (!chrome || !homePage) return homeViewModule(site);
  let view = views.get(site);
  if (!view) {
    view = async () => {
      const [{ default: Chrome }, { default: Home }] = await Promise.all([chrome(), homePage()]);
      return {
        default: function SiteHomeView() {
          const { pathname } = useLocation();
          return (
            <Chrome pathname={pathname} linkBase="">
              <Home />
            </Chrome>
          );
        },
      };
    };
    views.set(site, view);
  }
  return view;
}
