import { lazy } from "react";
import { useParams } from "react-router";
import { inboxCopy } from "../admin/inbox/content/inbox";
import { LeadInboxPage } from "../admin/inbox/LeadInboxPage";
import { versionsCopy } from "../admin/versions/content/versions";
import { VersionsPage } from "../admin/versions/VersionsPage";
import { metaFor } from "../content/meta";

/**
 * The owner's pages, `noindex`, one route for both (each route costs every visitor's first load
 * a line of the route manifest): the lead inbox (/admin/leads) and the published versions
 * (/admin/versions), prerendered by app/prerender-paths.ts. The server answers any other
 * /admin/… with the not-found page, and so does the app for a visit within it.
 */
const PAGES = {
  leads: { Page: LeadInboxPage, meta: metaFor("inbox", inboxCopy, { indexable: false }) },
  versions: { Page: VersionsPage, meta: metaFor("versions", versionsCopy, { indexable: false }) },
};

const pageOf = (name: string | undefined) =>
  name !== undefined && Object.hasOwn(PAGES, name) ? PAGES[name as keyof typeof PAGES] : null;

/** The not-found page, for an /admin/… reached within the app that is neither (never prerendered). */
const NotFound = lazy(() => import("./not-found"));

export const meta = ({
  location,
  params,
}: {
  location: { pathname: string };
  params: { page?: string };
}) => pageOf(params.page)?.meta({ location }) ?? [];

export default function OwnerPage() {
  const Page = pageOf(useParams().page)?.Page ?? NotFound;
  return <Page />;
}
