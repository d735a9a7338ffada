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

/** A pine silhouette as an SVG path: stacked tiers narrowing to a point. */
export function pinePath(x: number, baseY: number, height: number): string {
  const tiers = 4;
  const width = height * 0.42;
  const trunk = height * 0.08;
  let d = `M${x} ${baseY - height}`;
  for (let i = 1; i <= tiers; i++) {
    const y = baseY - height + (height - trunk) * (i / tiers);
    const w = (width / 2) * (i / tiers);
    const inner = w * 0.45;
    d += ` L${round(x + w)} ${round(y)} L${round(x + inner)} ${round(y)}`;
  }
  d += ` L${round(x + trunk / 3)} ${round(baseY - trunk)} L${round(x + trunk / 3)} ${baseY} L${round(x - trunk / 3)} ${baseY} L${round(x - trunk / 3)} ${round(baseY - trunk)}`;
  for (let i = tiers; i >= 1; i--) {
    const y = baseY - height + (height - trunk) * (i / tiers);
    const w = (width / 2) * (i / tiers);
    const inner = w * 0.45;
    d += ` L${round(x - inner)} ${round(y)} L${round(x - w)} ${round(y)}`;
  }
  return `${d} Z`;
}

const round = (value: number) => Math.round(value * 10) / 10;
