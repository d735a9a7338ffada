/**
 * Every footer's "© {year}" line shows the visitor's current year (issue 34: © 2024 on some
 * footers and © 2026 on others), in the prerendered page the build's year. The construction
 * footer's own test (construction-contact-footer.spec.ts) also checks it without a mismatch
 * in French; here the studio's, the mining site's and Cut District's, which share the line.
 */
import { commonEn } from "../../app/i18n/common.en";
import { cutHomeEn } from "../../app/templates/cut-district/content/home.en";
import { miningCommonEn } from "../../app/templates/mining/content/common.en";
import { fill } from "./copy";
import { expect, test } from "./fixtures";

/** Each footer's line for a year; the names are the brands' own (copy.ts: brand facts stay literal). */
const FOOTERS: { path: string; line: (year: string) => string }[] = [
  {
    path: "/",
    line: (year) => fill(commonEn.footer.copyright, { brand: "Nickel & Pine Web Studio", year }),
  },
  {
    path: "/templates/modern-mining",
    line: (year) =>
      fill(miningCommonEn.footer.copyright, { company: "Sudbury Minerals Limited", year }),
  },
  {
    path: "/templates/cut-district",
    line: (year) => fill(cutHomeEn.contact.copyright, { name: "Cut District", year }),
  },
];

test("the studio's, the mining site's and Cut District's footers show the visitor's year", async ({
  page,
  request,
}) => {
  const built = String(new Date().getFullYear());
  await page.clock.setFixedTime(new Date("2031-03-14T10:00:00-04:00"));
  for (const { path, line } of FOOTERS) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(line(built).replaceAll("&", "&amp;"));
    await page.goto(path);
    const footer = page.getByRole("contentinfo");
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByText(line("2031"))).toBeVisible();
  }
});
