import { expect, it } from "vitest";
import { createSignInThrottle } from "./sign-in-throttle.js";

it("lets a few failures pass, then doubles the wait per address, and a success clears it", () => {
  let time = 0;
  const throttle = createSignInThrottle({ perAddress: 2, perAccount: 100, now: () => time });
  throttle.failed("a");
  throttle.failed("a");
  expect(throttle.check("a")).toEqual({ ok: false, retryAfterSeconds: 1 });
  expect(throttle.check("b")).toEqual({ ok: true });
  time += 1000;
  expect(throttle.check("a")).toEqual({ ok: true });
  throttle.failed("a");
  expect(throttle.check("a")).toEqual({ ok: false, retryAfterSeconds: 2 });
  throttle.succeeded("a");
  expect(throttle.check("a")).toEqual({ ok: true });
});

it("slows everyone once the account has had many failures from many addresses", () => {
  let time = 0;
  const throttle = createSignInThrottle({ perAddress: 5, perAccount: 3, now: () => time });
  for (const address of ["a", "b", "c", "d"]) throttle.failed(address);
  expect(throttle.check("e")).toEqual({ ok: false, retryAfterSeconds: 2 });
});

it("waits at most 15 minutes, and forgets failures 15 minutes old", () => {
  let time = 0;
  const throttle = createSignInThrottle({ perAddress: 0, perAccount: 1000, now: () => time });
  for (let i = 0; i < 40; i++) throttle.failed("a");
  expect(throttle.check("a")).toEqual({ ok: false, retryAfterSeconds: 900 });
  time += 15 * 60 * 1000;
  expect(throttle.check("a")).toEqual({ ok: true });
  throttle.failed("a");
  expect(throttle.check("a")).toEqual({ ok: false, retryAfterSeconds: 1 });
});

it("remembers a bounded number of addresses", () => {
  const throttle = createSignInThrottle({
    perAddress: 0,
    perAccount: 1e9,
    maxAddresses: 2,
    now: () => 0,
  });
  for (const address of ["a", "b", "c"]) throttle.failed(address);
  expect(throttle.check("a").ok).toBe(false);
  expect(throttle.check("b").ok).toBe(false);
  expect(throttle.check("c").ok).toBe(true);
});
