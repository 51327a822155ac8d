/** Flat-illustration ID-photo portraits for demo helpers, as plain SVG text. */

import type { Random } from "./random.ts";

type HairStyle = "bun" | "ponytail" | "short" | "long" | "hijab";

export interface PortraitTraits {
  skinTone: string;
  hairColor: string;
  hairStyle: HairStyle;
  backgroundFrom: string;
  backgroundTo: string;
  clothingColor: string;
  /** 0 (gentle closed smile) to 1 (broad open smile). */
  smile: number;
  /** Face width factor, about 0.9 to 1.1. */
  faceWidth: number;
}

const SKIN_TONES = [
  "#f3cfa6",
  "#eac095",
  "#e2b185",
  "#d9a574",
  "#cd9567",
  "#c4895b",
  "#b57a4e",
  "#a56c43",
  "#94603b",
  "#855233",
] as const;
const HAIR_COLORS = ["#1b1512", "#221914", "#2b1e17", "#33241a", "#3f2b1f", "#4d3425"] as const;
const BACKGROUNDS = [
  ["#eaf4fb", "#b9d8ee"],
  ["#fdf0f3", "#f3c6d2"],
  ["#eef7ee", "#c4e2c8"],
  ["#fff6ea", "#f6d7ae"],
  ["#f3eefa", "#d4c6ea"],
  ["#e9f7f8", "#b5e0e4"],
  ["#f1f3f7", "#cfd7e3"],
] as const;
const CLOTHING_COLORS = [
  "#2f6f8f",
  "#3d5a80",
  "#6d4c7d",
  "#2e7d6b",
  "#b5535f",
  "#5866b4",
  "#5f7f9f",
  "#4a6572",
  "#8e5a8a",
  "#3f8a8c",
] as const;
const NON_HIJAB_STYLES = ["bun", "ponytail", "short", "long"] as const;

/** Picks varied, natural-looking traits; a headscarf only for Muslim helpers. */
export function portraitTraits(random: Random, { religion }: { religion: string }): PortraitTraits {
  const [backgroundFrom, backgroundTo] = random.pick(BACKGROUNDS);
  const wearsHijab = religion === "Muslim" && random.chance(0.6);
  return {
    skinTone: random.pick(SKIN_TONES),
    hairColor: random.pick(HAIR_COLORS),
    hairStyle: wearsHijab ? "hijab" : random.pick(NON_HIJAB_STYLES),
    backgroundFrom,
    backgroundTo,
    clothingColor: random.pick(CLOTHING_COLORS),
    smile: Math.round(random.next() * 100) / 100,
    faceWidth: Math.round((0.92 + random.next() * 0.16) * 100) / 100,
  };
}

// ---------------------------------------------------------------------------
// Colour helpers

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", "").slice(0, 6), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

const darken = (color: string, t: number) => mix(color, "#000000", t);
const lighten = (color: string, t: number) => mix(color, "#ffffff", t);

// ---------------------------------------------------------------------------
// Geometry shared by the parts

interface Geometry {
  cx: number;
  /** Half the face width at the cheekbones. */
  w: number;
  top: number;
  cheekY: number;
  chinY: number;
  eyeY: number;
}

function geometry(traits: PortraitTraits): Geometry {
  const faceWidth = Math.min(1.12, Math.max(0.88, traits.faceWidth));
  return { cx: 400, w: 132 * faceWidth, top: 262, cheekY: 452, chinY: 636, eyeY: 456 };
}

const n = (value: number) => Math.round(value * 10) / 10;

// ---------------------------------------------------------------------------
// Parts, drawn back to front

function background(t: PortraitTraits): string {
  return `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${t.backgroundFrom}"/>
    <stop offset="1" stop-color="${t.backgroundTo}"/>
  </linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.42" r="0.5">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
</defs>
<rect width="800" height="1000" fill="url(#bg)"/>
<ellipse cx="400" cy="470" rx="380" ry="420" fill="url(#glow)"/>`;
}

function backHair(t: PortraitTraits, g: Geometry): string {
  const { cx, w } = g;
  const hair = t.hairColor;
  if (t.hairStyle === "long") {
    return `<path d="M${n(cx - w - 30)} 330 C${n(cx - w - 40)} 190 ${n(cx + w + 40)} 190 ${n(cx + w + 30)} 330
      C${n(cx + w + 52)} 520 ${n(cx + w + 70)} 700 ${n(cx + w + 40)} 850
      L${n(cx - w - 40)} 850 C${n(cx - w - 70)} 700 ${n(cx - w - 52)} 520 ${n(cx - w - 30)} 330 Z" fill="${hair}"/>`;
  }
  if (t.hairStyle === "short") {
    return `<path d="M${n(cx - w - 26)} 340 C${n(cx - w - 34)} 200 ${n(cx + w + 34)} 200 ${n(cx + w + 26)} 340
      C${n(cx + w + 36)} 450 ${n(cx + w + 34)} 540 ${n(cx + w + 22)} 584
      Q${n(cx + w + 10)} 612 ${n(cx + w - 30)} 596 L${n(cx - w + 30)} 596
      Q${n(cx - w - 10)} 612 ${n(cx - w - 22)} 584
      C${n(cx - w - 34)} 540 ${n(cx - w - 36)} 450 ${n(cx - w - 26)} 340 Z" fill="${hair}"/>`;
  }
  if (t.hairStyle === "bun") {
    return `<circle cx="${cx}" cy="218" r="62" fill="${hair}"/>
<path d="M${cx - 44} 236 Q${cx} 218 ${cx + 44} 236" stroke="${lighten(hair, 0.12)}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  }
  return "";
}

/** A low ponytail gathered at the nape and draped over the right shoulder. */
function ponytail(t: PortraitTraits, g: Geometry): string {
  const { cx, w } = g;
  const r = cx + w;
  const hair = t.hairColor;
  return `<path d="M${n(r - 14)} 470 C${n(r + 50)} 520 ${n(r + 66)} 680 ${n(r + 48)} 850
    Q${n(r + 36)} 910 ${n(r + 8)} 880 C${n(r + 14)} 780 ${n(r + 4)} 660 ${n(r - 44)} 560 Z" fill="${hair}"/>
<path d="M${n(r + 24)} 640 C${n(r + 40)} 720 ${n(r + 40)} 780 ${n(r + 30)} 840" stroke="${lighten(hair, 0.14)}" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M${n(r - 8)} 584 L${n(r + 32)} 572" stroke="${darken(t.clothingColor, 0.2)}" stroke-width="14" stroke-linecap="round"/>`;
}

function body(t: PortraitTraits, g: Geometry): string {
  const { cx } = g;
  const cloth = t.clothingColor;
  const collar = lighten(cloth, 0.82);
  const shadow = darken(cloth, 0.18);
  const torso = `<path d="M30 1000 L30 935 C30 850 100 800 210 782 L${cx - 78} 752
    L${cx} 860 L${cx + 78} 752 L590 782 C700 800 770 850 770 935 L770 1000 Z" fill="${cloth}"/>
<path d="M150 1000 C150 930 160 880 175 850" stroke="${shadow}" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M650 1000 C650 930 640 880 625 850" stroke="${shadow}" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M${cx} 860 L${cx} 1000" stroke="${shadow}" stroke-width="4"/>
<circle cx="${cx + 14}" cy="905" r="6" fill="${collar}"/>
<circle cx="${cx + 14}" cy="965" r="6" fill="${collar}"/>`;
  if (t.hairStyle === "hijab") return torso;
  const collars = `<path d="M${cx - 80} 746 L${cx - 6} 866 L${cx - 92} 850 L${cx - 130} 770 Z" fill="${collar}"/>
<path d="M${cx + 80} 746 L${cx + 6} 866 L${cx + 92} 850 L${cx + 130} 770 Z" fill="${collar}"/>
<path d="M${cx - 72} 759 L${cx - 6} 866 M${cx + 72} 759 L${cx + 6} 866" stroke="${darken(collar, 0.12)}" stroke-width="3" fill="none"/>`;
  return torso + collars;
}

function neck(t: PortraitTraits, g: Geometry): string {
  const { cx, chinY } = g;
  const skin = t.skinTone;
  return `<path d="M${cx - 56} 540 L${cx - 58} 720 Q${cx - 62} 752 ${cx - 82} 758 L${cx} 872
    L${cx + 82} 758 Q${cx + 62} 752 ${cx + 58} 720 L${cx + 56} 540 Z" fill="${skin}"/>
<path d="M${cx - 57} ${chinY - 70} L${cx + 57} ${chinY - 70} L${cx + 57} ${chinY + 8} Q${cx} ${chinY + 44} ${cx - 57} ${chinY + 8} Z" fill="${darken(skin, 0.14)}"/>`;
}

function hijabBack(t: PortraitTraits, g: Geometry): string {
  const { cx, w, chinY } = g;
  const scarf = hijabColor(t);
  const fold = darken(scarf, 0.12);
  return `<path d="M${n(cx - w - 48)} 460 C${n(cx - w - 56)} 250 ${n(cx - w * 0.6)} 178 ${cx} 178
    C${n(cx + w * 0.6)} 178 ${n(cx + w + 56)} 250 ${n(cx + w + 48)} 460
    C${n(cx + w + 44)} 600 ${n(cx + w + 80)} 700 ${cx + 250} 800
    C${cx + 200} 900 ${cx + 100} 930 ${cx} 935
    C${cx - 100} 930 ${cx - 200} 900 ${cx - 250} 800
    C${n(cx - w - 80)} 700 ${n(cx - w - 44)} 600 ${n(cx - w - 48)} 460 Z" fill="${scarf}"/>
<path d="M${cx - 150} ${chinY + 40} Q${cx} ${chinY + 120} ${cx + 150} ${chinY + 40}" stroke="${fold}" stroke-width="7" fill="none" stroke-linecap="round"/>
<path d="M${cx - 190} ${chinY + 120} Q${cx - 40} ${chinY + 230} ${cx + 120} ${chinY + 190}" stroke="${fold}" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M${cx - 60} ${chinY + 10} Q${cx} ${chinY + 40} ${cx + 60} ${chinY + 10}" stroke="${fold}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
}

function hijabColor(t: PortraitTraits): string {
  return lighten(t.clothingColor, 0.35);
}

function ears(t: PortraitTraits, g: Geometry): string {
  const { cx, w, eyeY } = g;
  const skin = darken(t.skinTone, 0.04);
  const inner = darken(t.skinTone, 0.18);
  const ear = (side: 1 | -1) => {
    const x = n(cx + side * (w - 4));
    const ix = n(cx + side * (w + 6));
    return `<ellipse cx="${x}" cy="${eyeY + 22}" rx="24" ry="36" fill="${skin}"/>
<path d="M${ix} ${eyeY + 2} Q${n(cx + side * (w + 16))} ${eyeY + 22} ${ix} ${eyeY + 42}" stroke="${inner}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  };
  return ear(-1) + ear(1);
}

function face(t: PortraitTraits, g: Geometry): string {
  const { cx, w, top, cheekY, chinY } = g;
  return `<path d="M${cx} ${top}
    C${n(cx + w * 0.78)} ${top} ${n(cx + w)} ${top + 80} ${n(cx + w)} ${cheekY}
    C${n(cx + w)} ${cheekY + 100} ${n(cx + w * 0.5)} ${chinY} ${cx} ${chinY}
    C${n(cx - w * 0.5)} ${chinY} ${n(cx - w)} ${cheekY + 100} ${n(cx - w)} ${cheekY}
    C${n(cx - w)} ${top + 80} ${n(cx - w * 0.78)} ${top} ${cx} ${top} Z" fill="${t.skinTone}"/>`;
}

function frontHair(t: PortraitTraits, g: Geometry): string {
  const { cx, w } = g;
  const hair = t.hairColor;
  const sheen = lighten(hair, 0.14);
  const outer = `M${n(cx - w + 2)} 505 Q${n(cx - w - 16)} 496 ${n(cx - w - 18)} 460
    C${n(cx - w - 26)} 280 ${n(cx - w * 0.55)} 212 ${cx} 212
    C${n(cx + w * 0.55)} 212 ${n(cx + w + 26)} 280 ${n(cx + w + 18)} 460
    Q${n(cx + w + 16)} 496 ${n(cx + w - 2)} 505`;
  const sleek = `${outer} C${n(cx + w - 4)} 380 ${n(cx + w * 0.55)} 312 ${cx + 12} 306
    C${n(cx - w * 0.5)} 312 ${n(cx - w + 4)} 380 ${n(cx - w + 2)} 505 Z`;
  const swept = `${outer} C${n(cx + w - 6)} 400 ${n(cx + w * 0.6)} 330 ${cx + 30} 318
    C${n(cx - w * 0.3)} 350 ${n(cx - w + 10)} 380 ${n(cx - w + 2)} 505 Z`;
  const path = t.hairStyle === "short" ? swept : sleek;
  const partLine =
    t.hairStyle === "short"
      ? `<path d="M${cx + 30} 222 Q${cx + 10} 270 ${cx - 60} 320" stroke="${sheen}" stroke-width="5" fill="none" stroke-linecap="round"/>`
      : `<path d="M${cx + 12} 218 L${cx + 12} 300" stroke="${darken(hair, 0.3)}" stroke-width="3" fill="none"/>`;
  return `<path d="${path}" fill="${hair}"/>
<path d="M${n(cx - w * 0.72)} 262 Q${n(cx - w * 0.45)} 232 ${cx - 30} 228" stroke="${sheen}" stroke-width="6" fill="none" stroke-linecap="round"/>
${partLine}`;
}

function hijabFront(t: PortraitTraits, g: Geometry): string {
  const { cx, w } = g;
  const scarf = hijabColor(t);
  const band = darken(scarf, 0.1);
  const outer = `M${n(cx - w - 30)} 520 C${n(cx - w - 40)} 270 ${n(cx - w * 0.6)} 196 ${cx} 196
    C${n(cx + w * 0.6)} 196 ${n(cx + w + 40)} 270 ${n(cx + w + 30)} 520`;
  const inner = `C${n(cx + w + 4)} 400 ${n(cx + w * 0.7)} 312 ${cx} 306
    C${n(cx - w * 0.7)} 312 ${n(cx - w - 4)} 400 ${n(cx - w - 6)} 520 Z`;
  return `<path d="${outer} L${n(cx + w + 6)} 520 ${inner}" fill="${scarf}"/>
<path d="M${n(cx - w + 2)} 470 C${n(cx - w)} 380 ${n(cx - w * 0.66)} 318 ${cx} 312
  C${n(cx + w * 0.66)} 318 ${n(cx + w)} 380 ${n(cx + w - 2)} 470" stroke="${band}" stroke-width="7" fill="none" stroke-linecap="round"/>
<path d="M${n(cx - w * 0.7)} 232 Q${cx - 20} 206 ${cx + 60} 214" stroke="${lighten(scarf, 0.25)}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
}

function features(t: PortraitTraits, g: Geometry): string {
  const { cx, w, eyeY } = g;
  const brow = darken(t.hairColor, 0.05);
  const line = darken(t.skinTone, 0.3);
  const eyeGap = n(w * 0.42);
  const eye = (side: 1 | -1) => {
    const x = n(cx + side * eyeGap);
    const at = (dx: number) => n(x + dx * side);
    return `<ellipse cx="${x}" cy="${eyeY}" rx="13" ry="15" fill="#2a1b14"/>
<circle cx="${n(x + 4)}" cy="${eyeY - 5}" r="4.5" fill="#ffffff"/>
<path d="M${n(x - 20)} ${eyeY - 6} Q${x} ${eyeY - 24} ${n(x + 20)} ${eyeY - 6}" stroke="#2a1b14" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M${at(-30)} ${eyeY - 40} Q${at(-4)} ${eyeY - 56} ${at(26)} ${eyeY - 44}" stroke="${brow}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  };
  const nose = `<path d="M${cx - 12} 528 Q${cx} 540 ${cx + 12} 528" stroke="${line}" stroke-width="4" fill="none" stroke-linecap="round"/>
<path d="M${cx + 4} 480 Q${cx + 10} 505 ${cx + 6} 518" stroke="${darken(t.skinTone, 0.1)}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  const blush = [-1, 1]
    .map(
      (side) =>
        `<ellipse cx="${n(cx + side * w * 0.64)}" cy="528" rx="30" ry="16" fill="#ff7f7f" fill-opacity="0.22"/>`,
    )
    .join("");
  return eye(-1) + eye(1) + nose + blush + mouth(t, g);
}

function mouth(t: PortraitTraits, g: Geometry): string {
  const { cx } = g;
  const smile = Math.min(1, Math.max(0, t.smile));
  const lip = mix(darken(t.skinTone, 0.35), "#b0404a", 0.45);
  const y = 574;
  const half = 30 + smile * 10;
  if (smile < 0.55) {
    const depth = 10 + smile * 14;
    return `<path d="M${n(cx - half)} ${y} Q${cx} ${n(y + depth * 2)} ${n(cx + half)} ${y}" stroke="${lip}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  }
  const depth = 18 + smile * 14;
  return `<path d="M${n(cx - half)} ${y} Q${cx} ${n(y + depth * 2)} ${n(cx + half)} ${y} Q${cx} ${y + 6} ${n(cx - half)} ${y} Z" fill="${darken(lip, 0.25)}"/>
<path d="M${n(cx - half + 8)} ${y + 3} Q${cx} ${y + 12} ${n(cx + half - 8)} ${y + 3} L${n(cx + half - 12)} ${y + 9} Q${cx} ${y + 17} ${n(cx - half + 12)} ${y + 9} Z" fill="#ffffff"/>
<path d="M${n(cx - half)} ${y} Q${cx} ${y + 6} ${n(cx + half)} ${y}" stroke="${lip}" stroke-width="4" fill="none" stroke-linecap="round"/>`;
}

/** A head-and-shoulders portrait as an SVG document. */
export function portraitSvg(traits: PortraitTraits, width = 800, height = 1000): string {
  const g = geometry(traits);
  const hijab = traits.hairStyle === "hijab";
  const parts = [
    background(traits),
    hijab ? "" : backHair(traits, g),
    hijab ? "" : neck(traits, g),
    body(traits, g),
    hijab ? hijabBack(traits, g) : "",
    traits.hairStyle === "ponytail" ? ponytail(traits, g) : "",
    hijab ? "" : ears(traits, g),
    face(traits, g),
    hijab ? hijabFront(traits, g) : frontHair(traits, g),
    features(traits, g),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 1000" preserveAspectRatio="xMidYMid slice">
${parts.filter(Boolean).join("\n")}
</svg>`;
}
