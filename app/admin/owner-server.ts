import { probeOwner, type OwnerServer } from "../lib/owner/owner-client";

/**
 * What the studio's server says of the owner, asked once per page view and shared by the
 * admin control, the dialog and the inbox; asked again after a sign-in, a setup or a sign-out.
 * Nobody but a browser that shows admin state or opens the dialog asks.
 */
let asked: Promise<OwnerServer> | null = null;

export const ownerServer = (): Promise<OwnerServer> => (asked ??= probeOwner());

/** Forgets the answer: the next {@link ownerServer} asks the server again. */
export const askOwnerServerAgain = (): void => {
  asked = null;
};
