export interface Particle {
  x: number;
  y: number;
  r: number;
}

/** A small deterministic PRNG (mulberry32), so prerendered and hydrated markup match. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` particles spread over a width x height box, in whole-ish units. */
export function makeParticles(count: number, width: number, height: number, seed = 7): Particle[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => ({
    x: Math.round(random() * width * 10) / 10,
    y: Math.round(random() * height * 10) / 10,
    r: Math.round((0.8 + random() * 1.8) * 10) / 10,
  }));
}
