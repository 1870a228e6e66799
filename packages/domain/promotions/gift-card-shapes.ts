/** The small shapes the gift card motifs are made of (flat, deterministic, no text). */
import { circ, darken, ell, group, line, path, rr } from "#db/seed/art/kit.ts";

export const FLOOR_Y = 330;

/** A small deterministic random source (mulberry32), seeded per theme. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const round = (n: number) => Math.round(n * 10) / 10;

/** A four-pointed sparkle. */
export function sparkle(x: number, y: number, r: number, fill: string): string {
  return path(
    `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`,
    fill,
  );
}

/** A five-pointed star. */
export function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.45 : r;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${round(cx + radius * Math.cos(a))},${round(cy + radius * Math.sin(a))}`;
  });
  return `<polygon points="${points.join(" ")}" fill="${fill}" stroke="${fill}" stroke-width="2" stroke-linejoin="round"/>`;
}

export function heart(cx: number, cy: number, s: number, fill: string): string {
  return group(
    path("M0 30C-40 0-60-20-46-42C-34-60-10-56 0-38C10-56 34-60 46-42C60-20 40 0 0 30Z", fill),
    `translate(${cx} ${cy}) scale(${s})`,
  );
}

/** Confetti dots and sparkles over the wall, kept off the centre where the motif stands. */
export function confetti(seed: number, colours: string[], count: number, band = FLOOR_Y - 20): string {
  const next = random(seed);
  let g = "";
  for (let i = 0; i < count; i++) {
    const x = round(30 + next() * 740);
    const y = round(20 + next() * (band - 30));
    if ((Math.abs(x - 400) < 150 && y > 60) || (x < 110 && y < 100)) continue;
    const c = colours[i % colours.length]!;
    const kind = next();
    if (kind < 0.45) g += circ(x, y, round(3 + next() * 4), c);
    else if (kind < 0.8)
      g += rr(x, y, 14, 6, 3, c, `transform="rotate(${Math.round(next() * 180)} ${x + 7} ${y + 3})"`);
    else g += sparkle(x, y, round(7 + next() * 6), c);
  }
  return g;
}

/** Flags hanging from a sagging string across the top. */
export function bunting(colours: string[], sag = 16, count = 12): string {
  const top = 12;
  const mid = top + sag * 2;
  let g = path(
    `M-10 ${top}Q400 ${mid} 810 ${top}`,
    "none",
    `stroke="${darken(colours[0]!, 0.3)}" stroke-width="2"`,
  );
  for (let i = 2; i <= count - 1; i++) {
    const t = i / (count + 1);
    const x = round((1 - t) * (1 - t) * -10 + 2 * (1 - t) * t * 400 + t * t * 810);
    const y = round((1 - t) * (1 - t) * top + 2 * (1 - t) * t * mid + t * t * top);
    g += path(`M${x - 16} ${y}L${x + 16} ${y}L${x} ${y + 34}Z`, colours[i % colours.length]!);
  }
  return g;
}

export function balloon(x: number, y: number, fill: string, tilt: number): string {
  return (
    path(
      `M${x} ${y + 62}q-10 30 ${tilt} 56t${-tilt} 56`,
      "none",
      `stroke="${darken(fill, 0.35)}" stroke-width="2" opacity="0.7"`,
    ) +
    ell(x, y, 44, 54, fill) +
    ell(x - 14, y - 18, 10, 16, "#FFFFFF", 'opacity="0.35"') +
    path(`M${x - 7} ${y + 62}L${x + 7} ${y + 62}L${x} ${y + 52}Z`, darken(fill, 0.15))
  );
}

export function cloud(x: number, y: number, s: number, fill = "#FFFFFF"): string {
  return group(
    ell(0, 0, 46, 24, fill) + circ(-22, -12, 22, fill) + circ(14, -20, 28, fill) + circ(38, -4, 18, fill),
    `translate(${x} ${y}) scale(${s})`,
  );
}

export function giftBox(x: number, y: number, w: number, h: number, box: string, ribbon: string): string {
  const lid = Math.round(h * 0.26);
  return (
    rr(x, y + lid - 4, w, h - lid + 4, 6, box) +
    rr(x - 8, y, w + 16, lid, 6, darken(box, 0.12)) +
    rr(x + w / 2 - w * 0.08, y, w * 0.16, h, 2, ribbon) +
    ell(
      x + w / 2 - w * 0.2,
      y - 10,
      w * 0.2,
      h * 0.12,
      ribbon,
      `transform="rotate(-18 ${x + w / 2 - w * 0.2} ${y - 10})"`,
    ) +
    ell(
      x + w / 2 + w * 0.2,
      y - 10,
      w * 0.2,
      h * 0.12,
      ribbon,
      `transform="rotate(18 ${x + w / 2 + w * 0.2} ${y - 10})"`,
    ) +
    circ(x + w / 2, y - 4, w * 0.07, darken(ribbon, 0.12))
  );
}

export function flower(x: number, y: number, r: number, petals: string, heartColour: string): string {
  let g = "";
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    g += circ(round(x + r * Math.cos(a)), round(y + r * Math.sin(a)), r * 0.78, petals);
  }
  return g + circ(x, y, r * 0.7, heartColour);
}

export function firework(x: number, y: number, r: number, colour: string): string {
  let g = "";
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    const inner = i % 2 ? r * 0.45 : r * 0.3;
    const outer = i % 2 ? r * 0.8 : r;
    const [c, s] = [Math.cos(a), Math.sin(a)];
    g += line(
      round(x + inner * c),
      round(y + inner * s),
      round(x + outer * c),
      round(y + outer * s),
      colour,
      4,
    );
    g += circ(round(x + (outer + 9) * c), round(y + (outer + 9) * s), 3, colour);
  }
  return g;
}
