import { describe, expect, it } from "vitest";
import {
  connectionSettings,
  MAX_CONNECTIONS,
  openFilesLimit,
  RESERVED_FDS,
} from "./connections.js";

describe("openFilesLimit", () => {
  it("reads the soft limit from /proc/<pid>/limits", () => {
    const limits =
      "Limit                     Soft Limit           Hard Limit           Units     \n" +
      "Max processes             63455                63455                processes \n" +
      "Max open files            1024                 1048576              files     \n";
    expect(openFilesLimit(limits)).toBe(1024);
    expect(openFilesLimit("Max open files            unlimited            unlimited  files")).toBe(
      Infinity,
    );
    expect(openFilesLimit("Max processes 10 10 processes")).toBeUndefined();
  });
});

describe("connectionSettings", () => {
  it("keeps the connections within the open-file limit, less the process's own", () => {
    expect(connectionSettings(1024).maxConnections).toBe(1024 - RESERVED_FDS);
    expect(connectionSettings(20_000).maxConnections).toBe(MAX_CONNECTIONS);
    expect(connectionSettings(Infinity).maxConnections).toBe(MAX_CONNECTIONS);
    expect(connectionSettings(10).maxConnections).toBe(1);
  });

  it("cuts a slow head at 10 s and a slow request at 20 s, checked every second", () => {
    const settings = connectionSettings(1024);
    expect(settings.headersTimeout).toBe(10_000);
    expect(settings.requestTimeout).toBe(20_000);
    // Node refuses a head timeout over the request timeout.
    expect(settings.headersTimeout).toBeLessThanOrEqual(settings.requestTimeout);
    expect(settings.connectionsCheckingInterval).toBeLessThanOrEqual(1000);
    expect(settings.idleTimeout).toBeGreaterThan(settings.keepAliveTimeout);
  });
});
