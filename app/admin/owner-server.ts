import { probeOwner, signOut, type OwnerServer } from "../lib/owner/owner-client";
import { setupTokenOf } from "../lib/owner/setup-link";

/** The setup link's token (`#owner-setup=…`) in this page's address, or null. */
export const setupTokenOfPage = (): string | null => setupTokenOf(window.location.hash);

/**
 * What the studio's server says of the owner, asked once per page view and shared by the
 * admin control, the dialog and the inbox; asked again after a sign-in, a setup or a sign-out.
 * Nobody but a browser that shows admin state or opens the dialog asks; the provider loads this
 * module only then, so a visitor's first load carries none of it.
 */
let asked: Promise<OwnerServer> | null = null;

export const ownerServer = (): Promise<OwnerServer> => (asked ??= probeOwner());

/** Forgets the answer: the next {@link ownerServer} asks the server again. */
export const askOwnerServerAgain = (): void => {
  asked = null;
};

/** Ends the owner's session on the studio's server, if this page is served by one. */
export async function signOutOfServer(): Promise<void> {
  const server = await ownerServer();
  if (server.kind !== "server") return;
  await signOut();
  askOwnerServerAgain();
}
