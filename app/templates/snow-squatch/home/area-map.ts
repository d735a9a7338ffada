/**
 * The geometry of Snow Squatch's service-area map: a hand-drawn, stylised
 * Greater Sudbury on a 600 × 420 canvas (not to scale). Zones and places are
 * in the order of the copy's `area.zones` and each zone's `places`.
 */
export const MAP_SIZE = { width: 600, height: 420 } as const;

type Side = "left" | "right";
interface MapPlace {
  x: number;
  y: number;
  /** Which side of its dot the name is written on. */
  side: Side;
}

export interface MapZone {
  /** The zone's outline. */
  outline: string;
  /** Where its number is drawn. */
  badge: { x: number; y: number };
  places: readonly MapPlace[];
}

export const ZONES: readonly MapZone[] = [
  {
    outline:
      "M248 206C262 178 356 170 392 204C414 228 408 286 372 306C336 326 276 322 254 292C238 268 238 228 248 206Z",
    badge: { x: 272, y: 222 },
    places: [
      { x: 292, y: 254, side: "left" },
      { x: 306, y: 300, side: "left" },
      { x: 344, y: 206, side: "right" },
      { x: 388, y: 246, side: "right" },
      { x: 300, y: 230, side: "right" },
    ],
  },
  {
    outline:
      "M96 150C110 96 226 70 316 74C380 76 430 78 442 106C452 132 420 164 380 172C330 170 268 176 244 204C228 240 252 318 226 346C196 372 140 356 132 318C124 272 84 200 96 150Z",
    badge: { x: 150, y: 230 },
    places: [
      { x: 190, y: 318, side: "right" },
      { x: 222, y: 176, side: "right" },
      { x: 150, y: 138, side: "right" },
      { x: 336, y: 126, side: "left" },
      { x: 392, y: 112, side: "right" },
    ],
  },
  {
    outline:
      "M404 176C430 146 498 136 528 164C556 212 552 306 520 332C482 356 420 342 398 310C414 270 420 218 404 176Z",
    badge: { x: 500, y: 196 },
    places: [
      { x: 432, y: 190, side: "right" },
      { x: 476, y: 164, side: "left" },
      { x: 436, y: 304, side: "right" },
      { x: 500, y: 284, side: "left" },
    ],
  },
];

/** Ramsey Lake, inside the city core, and Lake Wanapitei to the north-east. */
export const LAKES = {
  ramsey: {
    outline: "M318 268C328 250 364 252 372 270C380 290 352 302 336 294C346 286 326 286 318 268Z",
    label: { x: 352, y: 322 },
  },
  wanapitei: {
    outline: "M462 40C492 18 560 26 572 58C580 92 546 112 514 104C486 98 450 74 462 40Z",
    label: { x: 516, y: 70 },
  },
} as const;

/** Highway 17 across, Highway 144 to the north-west, MR 80 up the valley. */
export const ROADS = [
  "M20 352C140 340 236 316 330 322C420 328 500 312 590 300",
  "M262 236C230 190 180 150 110 40",
  "M330 214C338 170 346 120 352 20",
] as const;

/** The yard the trucks leave from (New Sudbury). */
export const YARD = { x: 350, y: 188 } as const;
